// seed: sparse_tensor_dialect.md, encoding example 5 (CSR)
// Compressed sparse row.
#CSR = #sparse_tensor.encoding<{
 map = (i, j) -> (i : dense, j : compressed)
}>

func.func @f(%t: tensor<100x100xbf16, #CSR>) {
  return
}
