// seed: sparse_tensor_dialect.md, sparse_tensor.load, example 1
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%tensor: tensor<8xf64, #SV>, %0: tensor<16x32xf32, #CSR>) -> (tensor<8xf64, #SV>, tensor<16x32xf32, #CSR>) {
  %result = sparse_tensor.load %tensor : tensor<8xf64, #SV>

  %1 = sparse_tensor.load %0 hasInserts : tensor<16x32xf32, #CSR>
  return %result, %1 : tensor<8xf64, #SV>, tensor<16x32xf32, #CSR>
}
