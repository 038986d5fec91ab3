// seed: sparse_tensor_types.md, encoding example 4 (SparseVector)
// Sparse vector.
#SparseVector = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed)
}>

func.func @f(%t: tensor<?xf32, #SparseVector>) {
  return
}
