// seed: sparse_tensor_types.md, encoding example 7 (CSR)
// Compressed sparse row.
#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>

func.func @f(%t: tensor<100x100xbf16, #CSR>) {
  return
}
