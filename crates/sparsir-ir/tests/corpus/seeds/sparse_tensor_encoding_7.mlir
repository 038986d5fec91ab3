// seed: sparse_tensor_dialect.md, encoding example 7 (DCSC with explicit/implicit values)
// Doubly compressed sparse column storage with specific
// explicit and implicit values.
#DCSC = #sparse_tensor.encoding<{
 map = (i, j) -> (j : compressed, i : compressed),
 explicitVal = 1 : i64,
 implicitVal = 0 : i64
}>

func.func @f(%t: tensor<8x8xi64, #DCSC>) {
  return
}
