// seed: sparse_tensor_dialect.md, encoding example 3 (SortedCOO, soa)
// Sorted coordinate scheme (arranged in SoA format).
#SortedCOO = #sparse_tensor.encoding<{
 map = (i, j) -> (i : compressed(nonunique), j : singleton(soa))
}>
// coordinates = {x_crd[nnz], y_crd[nnz]}

func.func @f(%t: tensor<?x?xf64, #SortedCOO>) {
  return
}
