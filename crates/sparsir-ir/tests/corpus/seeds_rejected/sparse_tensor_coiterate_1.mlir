// MLIR 22 rejects: 7:10: error: 'sparse_tensor.coiterate' op number mismatch between iter args and results on 0th region
// seed: sparse_tensor_dialect.md, sparse_tensor.coiterate, example 1 (verbatim; schematic, case bodies are comments only)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @f(%sp1: !sparse_tensor.iter_space<#CSR, lvls = 0>, %sp2: !sparse_tensor.iter_space<#COO, lvls = 0>, %init: index) -> index {
  %ret = sparse_tensor.coiterate (%sp1, %sp2) at(%coord) iter_args(%arg = %init)
   : (!sparse_tensor.iter_space<#CSR, lvls = 0>,
   !sparse_tensor.iter_space<#COO, lvls = 0>)
   -> index
  case %it1, _ {
   // %coord is specifed in space %sp1 but *NOT* specified in space %sp2.
  }
  case %it1, %it2 {
   // %coord is specifed in *BOTH* spaces %sp1 and %sp2.
  }
  return %ret : index
}
