// seed: sparse_tensor_types.md, encoding example 1 (CSR)
#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>

func.func @f(%t: tensor<4x6xf64, #CSR>) {
  return
}
