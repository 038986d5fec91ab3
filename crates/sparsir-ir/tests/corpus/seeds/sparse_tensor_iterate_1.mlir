// seed: sparse_tensor_dialect.md, sparse_tensor.iterate, example 1; FIXED: `%sparse_tensor.iterate` -> `sparse_tensor.iterate`, added an empty body `{ }`
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%space: !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>) {
  // The coordinate for level 0 is not used when iterating over a 2-D
  // iteration space.
  sparse_tensor.iterate %iterator in %space at(_, %crd_1)
   : !sparse_tensor.iter_space<#CSR, lvls = 0 to 2> {
  }
  return
}
