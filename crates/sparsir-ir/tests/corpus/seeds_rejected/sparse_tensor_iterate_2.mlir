// MLIR 22 rejects: 15:48: error: expected SSA operand
// seed: sparse_tensor_dialect.md, sparse_tensor.iterate, example 2 (verbatim)
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @nested_iterate(%sp : tensor<4x8xf32, #COO>) {
 // Iterates over the first level of %sp
 %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0
   : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0 to 1>
 %r1 = sparse_tensor.iterate %it1 in %l1 at (%coord0)
   : !sparse_tensor.iter_space<#COO, lvls = 0 to 1> {
   // Iterates over the second level of %sp
   %l2 = sparse_tensor.extract_iteration_space %sp at %it1 lvls = 1
     : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 0 to 1>
    -> !sparse_tensor.iter_space<#COO, lvls = 1 to 2>
   %r2 = sparse_tensor.iterate %it2 in %l2 at (coord1)
     : !sparse_tensor.iter_space<#COO, lvls = 1 to 2> {
     vector.print %coord0 : index
     vector.print %coord1 : index
   }
 }
}
