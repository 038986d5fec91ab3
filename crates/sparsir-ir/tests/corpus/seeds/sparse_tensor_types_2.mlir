// seed: sparse_tensor_types.md, encoding example 2 (BSR 2x2 blocks; FIXED: added the missing closing `}>`)
#BSR = #sparse_tensor.encoding<{
  map = (i, j) ->
    ( i floordiv 2 : dense
    , j floordiv 2 : compressed
    , i mod 2 : dense
    , j mod 2 : dense
    )
}>

func.func @f(%t: tensor<4x6xf64, #BSR>) {
  return
}
