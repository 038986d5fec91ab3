// seed: sparse_tensor_dialect.md, encoding example 9 (BSR_explicit)
// Same block sparse row storage (2x3 blocks) but this time
// also with a redundant reverse mapping, which can be inferred.
#BSR_explicit = #sparse_tensor.encoding<{
 map = { ib, jb, ii, jj }
 ( i = ib * 2 + ii,
 j = jb * 3 + jj) ->
 ( ib = i floordiv 2 : dense,
 jb = j floordiv 3 : compressed,
 ii = i mod 2 : dense,
 jj = j mod 3 : dense)
}>

func.func @f(%t: tensor<20x30xf32, #BSR_explicit>) {
  return
}
