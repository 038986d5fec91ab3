// MLIR 22 rejects: 3:25: error: unexpected coordinate bitwidth: 2
// seed: sparse_tensor_types.md, encoding example 3 (NV_24) with `structured[2, 4]` renamed to its MLIR 22 spelling `structured[2, 4]`, to show the second problem (crdWidth = 2)
#NV_24 = #sparse_tensor.encoding<{
  map = ( i, j ) -> ( i            : dense,
                      j floordiv 4 : dense,
                      j mod 4      : structured[2, 4]),
  crdWidth = 2  // 2-bits for each coordinate
}>

func.func @f(%t: tensor<16x16xf64, #NV_24>) {
  return
}
