// seed: sparse_tensor_dialect.md, sparse_tensor.sort, example 1
func.func @f(%n: index, %x: memref<?xindex>) {
  sparse_tensor.sort insertion_sort_stable %n, %x { perm_map = affine_map<(i,j) -> (j,i)> }
   : memref<?xindex>
  return
}
