// Tensor ops on sparse-encoded tensors: the encoding rides along in the types.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @sparse(%t: tensor<?x?xf64, #CSR>, %i: index, %v: f64, %s: tensor<8x8xf64, #CSR>, %c: tensor<4x4xf64, #COO>) -> tensor<?x?xf64, #CSR> {
  %d = tensor.dim %t, %i : tensor<?x?xf64, #CSR>
  %r = tensor.rank %t : tensor<?x?xf64, #CSR>
  %e = tensor.extract %t[%i, %i] : tensor<?x?xf64, #CSR>
  %n = tensor.insert %v into %t[%i, %i] : tensor<?x?xf64, #CSR>
  %c0 = tensor.cast %n : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR>
  %c1 = tensor.cast %s : tensor<8x8xf64, #CSR> to tensor<?x?xf64, #CSR>
  %em = tensor.empty(%d, %d) : tensor<?x?xf64, #CSR>
  %es = tensor.empty() : tensor<32xf32, #SV>
  %sl = tensor.extract_slice %s[0, 0] [4, 4] [1, 1] : tensor<8x8xf64, #CSR> to tensor<4x4xf64, #CSR>
  %co = tensor.concat dim(0) %s, %s : (tensor<8x8xf64, #CSR>, tensor<8x8xf64, #CSR>) -> tensor<16x8xf64, #CSR>
  %x = tensor.extract %c[%i, %i] : tensor<4x4xf64, #COO>
  %dense = tensor.cast %s : tensor<8x8xf64, #CSR> to tensor<8x8xf64>
  %col = tensor.collapse_shape %s [[0, 1]] : tensor<8x8xf64, #CSR> into tensor<64xf64, #SV>
  return %c0 : tensor<?x?xf64, #CSR>
}
