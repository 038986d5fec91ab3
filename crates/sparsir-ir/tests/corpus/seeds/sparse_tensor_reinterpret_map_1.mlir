// seed: sparse_tensor_dialect.md, sparse_tensor.reinterpret_map, example 1 (first part: CSC -> CSR)
#CSC = #sparse_tensor.encoding<{
 map = (d0, d1) -> (d1: dense, d0: compressed)
}>
#CSR = #sparse_tensor.encoding<{
 map = (d0, d1) -> (d0: dense, d1: compressed)
}>

func.func @f(%t0: tensor<3x4xi32, #CSC>) -> tensor<4x3xi32, #CSR> {
  %t1 = sparse_tensor.reinterpret_map %t0 : tensor<3x4xi32, #CSC> to tensor<4x3xi32, #CSR>
  return %t1 : tensor<4x3xi32, #CSR>
}
