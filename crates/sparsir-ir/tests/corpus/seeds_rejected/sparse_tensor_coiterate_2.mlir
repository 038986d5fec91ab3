// MLIR 22 rejects: 13:52: error: custom op 'sparse_tensor.extract_value' invalid kind of type specified: expected builtin.tensor, but found 'index'
// seed: sparse_tensor_dialect.md, sparse_tensor.coiterate, example 2 (verbatim)
#CSR = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

func.func @f(%sp1: !sparse_tensor.iter_space<#CSR, lvls = 0>, %sp2: !sparse_tensor.iter_space<#CSR, lvls = 0>,
             %t1: tensor<?xindex, #CSR>, %t2: tensor<?xindex, #CSR>, %init: tensor<?xindex, #CSR>) -> tensor<?xindex, #CSR> {
  %ret = sparse_tensor.coiterate (%sp1, %sp2) at(%coord) iter_args(%arg = %init)
   : (!sparse_tensor.iter_space<#CSR, lvls = 0>,
   !sparse_tensor.iter_space<#CSR, lvls = 0>)
   -> tensor<?xindex, #CSR>
  case %it1, _ {
   // v = v1 + 0 = v1
   %v1 = sparse_tensor.extract_value %t1 at %it1 : index
   %yield = sparse_tensor.insert %v1 into %arg[%coord]
   sparse_tensor.yield %yield
  }
  case _, %it2 {
   // v = v2 + 0 = v2
   %v2 = sparse_tensor.extract_value %t2 at %it2 : index
   %yield = sparse_tensor.insert %v1 into %arg[%coord]
   sparse_tensor.yield %yield
  }
  case %it1, %it2 {
   // v = v1 + v2
   %v1 = sparse_tensor.extract_value %t1 at %it1 : index
   %v2 = sparse_tensor.extract_value %t2 at %it2 : index
   %v = arith.addi %v1, %v2 : index
   %yield = sparse_tensor.insert %v into %arg[%coord]
   sparse_tensor.yield %yield
  }
  return %ret : tensor<?xindex, #CSR>
}
