// seed: sparse_tensor_types.md, encoding example 9 (BSR)
// Block sparse row storage (2x3 blocks).
#BSR = #sparse_tensor.encoding<{
  map = ( i, j ) ->
  ( i floordiv 2 : dense,
    j floordiv 3 : compressed,
    i mod 2      : dense,
    j mod 3      : dense
  )
}>

func.func @f(%t: tensor<20x30xf32, #BSR>) {
  return
}
