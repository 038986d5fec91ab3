// seed: sparse_tensor_dialect.md, sparse_tensor.crd_translate, example 1
#BSR = #sparse_tensor.encoding<{
  map = ( i, j ) ->
  ( i floordiv 2 : dense,
    j floordiv 3 : compressed,
    i mod 2      : dense,
    j mod 3      : dense
  )
}>

func.func @f(%d0: index, %d1: index) -> (index, index, index, index) {
  %l0, %l1, %l2, %l3 = sparse_tensor.crd_translate dim_to_lvl [%d0, %d1] as #BSR
   : index, index, index, index
  return %l0, %l1, %l2, %l3 : index, index, index, index
}
