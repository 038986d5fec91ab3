// seed: sparse_tensor_dialect.md, sparse_tensor.coiterate, example 1; FIXED: each case yields the loop-carried %arg (`sparse_tensor.yield %arg : index`)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @f(%sp1: !sparse_tensor.iter_space<#CSR, lvls = 0>, %sp2: !sparse_tensor.iter_space<#COO, lvls = 0>, %init: index) -> index {
  %ret = sparse_tensor.coiterate (%sp1, %sp2) at(%coord) iter_args(%arg = %init)
   : (!sparse_tensor.iter_space<#CSR, lvls = 0>,
   !sparse_tensor.iter_space<#COO, lvls = 0>)
   -> index
  case %it1, _ {
   // %coord is specifed in space %sp1 but *NOT* specified in space %sp2.
   sparse_tensor.yield %arg : index
  }
  case %it1, %it2 {
   // %coord is specifed in *BOTH* spaces %sp1 and %sp2.
   sparse_tensor.yield %arg : index
  }
  return %ret : index
}
