// MLIR 22 rejects: 8:25: error: expected '=' after SSA name
// seed: sparse_tensor_dialect.md, sparse_tensor.iterate, example 1 (verbatim)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%space: !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>) {
  // The coordinate for level 0 is not used when iterating over a 2-D
  // iteration space.
  %sparse_tensor.iterate %iterator in %space at(_, %crd_1)
   : !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>
  return
}
