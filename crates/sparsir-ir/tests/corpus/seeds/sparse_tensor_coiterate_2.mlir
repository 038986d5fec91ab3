// seed: sparse_tensor_dialect.md, sparse_tensor.coiterate, example 2; FIXED: extract_value types `: T, !iterator`, `sparse_tensor.insert` (no such op) -> `tensor.insert ... : T`, `%v1` -> `%v2` in case 2, yields typed
#CSR = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

func.func @f(%sp1: !sparse_tensor.iter_space<#CSR, lvls = 0>, %sp2: !sparse_tensor.iter_space<#CSR, lvls = 0>,
             %t1: tensor<?xindex, #CSR>, %t2: tensor<?xindex, #CSR>, %init: tensor<?xindex, #CSR>) -> tensor<?xindex, #CSR> {
  %ret = sparse_tensor.coiterate (%sp1, %sp2) at(%coord) iter_args(%arg = %init)
   : (!sparse_tensor.iter_space<#CSR, lvls = 0>,
   !sparse_tensor.iter_space<#CSR, lvls = 0>)
   -> tensor<?xindex, #CSR>
  case %it1, _ {
   // v = v1 + 0 = v1
   %v1 = sparse_tensor.extract_value %t1 at %it1 : tensor<?xindex, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0>
   %yield = tensor.insert %v1 into %arg[%coord] : tensor<?xindex, #CSR>
   sparse_tensor.yield %yield : tensor<?xindex, #CSR>
  }
  case _, %it2 {
   // v = v2 + 0 = v2
   %v2 = sparse_tensor.extract_value %t2 at %it2 : tensor<?xindex, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0>
   %yield = tensor.insert %v2 into %arg[%coord] : tensor<?xindex, #CSR>
   sparse_tensor.yield %yield : tensor<?xindex, #CSR>
  }
  case %it1, %it2 {
   // v = v1 + v2
   %v1 = sparse_tensor.extract_value %t1 at %it1 : tensor<?xindex, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0>
   %v2 = sparse_tensor.extract_value %t2 at %it2 : tensor<?xindex, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0>
   %v = arith.addi %v1, %v2 : index
   %yield = tensor.insert %v into %arg[%coord] : tensor<?xindex, #CSR>
   sparse_tensor.yield %yield : tensor<?xindex, #CSR>
  }
  return %ret : tensor<?xindex, #CSR>
}
