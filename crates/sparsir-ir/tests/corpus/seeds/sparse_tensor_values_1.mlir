// seed: sparse_tensor_dialect.md, sparse_tensor.values, example 1
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%0: tensor<64x64xf64, #CSR>) -> memref<?xf64> {
  %1 = sparse_tensor.values %0 : tensor<64x64xf64, #CSR> to memref<?xf64>
  return %1 : memref<?xf64>
}
