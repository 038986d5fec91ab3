// seed: sparse_tensor_types.md, encoding example 8 (DCSC)
// Doubly compressed sparse column storage with specific bitwidths.
#DCSC = #sparse_tensor.encoding<{
  map = (i, j) -> (j : compressed, i : compressed),
  posWidth = 32,
  crdWidth = 8
}>

func.func @f(%t: tensor<8x8xf64, #DCSC>) {
  return
}
