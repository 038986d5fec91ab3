// seed: sparse_tensor_dialect.md, encoding example 1 (SparseVector)
// Sparse vector.
#SparseVector = #sparse_tensor.encoding<{
 map = (i) -> (i : compressed)
}>

func.func @f(%t: tensor<?xf32, #SparseVector>) {
  return
}
