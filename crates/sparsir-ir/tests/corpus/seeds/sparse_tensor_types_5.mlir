// seed: sparse_tensor_types.md, encoding example 5 (SortedCOO)
// Sorted coordinate scheme.
#SortedCOO = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton)
}>

func.func @f(%t: tensor<?x?xf64, #SortedCOO>) {
  return
}
