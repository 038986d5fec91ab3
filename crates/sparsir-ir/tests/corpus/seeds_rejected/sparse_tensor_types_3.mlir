// MLIR 22 rejects: 6:38: error: unknown level format: block2_4
// seed: sparse_tensor_types.md, encoding example 3 (NV_24)
#NV_24 = #sparse_tensor.encoding<{
  map = ( i, j ) -> ( i            : dense,
                      j floordiv 4 : dense,
                      j mod 4      : block2_4),
  crdWidth = 2  // 2-bits for each coordinate
}>

func.func @f(%t: tensor<16x16xf64, #NV_24>) {
  return
}
