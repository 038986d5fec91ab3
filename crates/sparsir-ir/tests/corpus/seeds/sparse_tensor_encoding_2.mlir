// seed: sparse_tensor_dialect.md, encoding example 2 (SortedCOO)
// Sorted coordinate scheme (arranged in AoS format by default).
#SortedCOO = #sparse_tensor.encoding<{
 map = (i, j) -> (i : compressed(nonunique), j : singleton)
}>
// coordinates = {x_crd, y_crd}[nnz]

func.func @f(%t: tensor<?x?xf64, #SortedCOO>) {
  return
}
