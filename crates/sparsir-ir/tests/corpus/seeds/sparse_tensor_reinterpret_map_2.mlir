// seed: sparse_tensor_dialect.md, sparse_tensor.reinterpret_map, example 1 (second part: BSR -> DSDD)
#BSR = #sparse_tensor.encoding<{
 map = ( i, j ) -> ( i floordiv 2 : dense,
 j floordiv 3 : compressed,
 i mod 2 : dense,
 j mod 3 : dense
 )
}>
#DSDD = #sparse_tensor.encoding<{
 map = (i, j, k, l) -> (i: dense, j: compressed, k: dense, l: dense)
}>

func.func @f(%t0: tensor<6x12xi32, #BSR>) -> tensor<3x4x2x3xi32, #DSDD> {
  %t1 = sparse_tensor.reinterpret_map %t0 : tensor<6x12xi32, #BSR> to tensor<3x4x2x3xi32, #DSDD>
  return %t1 : tensor<3x4x2x3xi32, #DSDD>
}
