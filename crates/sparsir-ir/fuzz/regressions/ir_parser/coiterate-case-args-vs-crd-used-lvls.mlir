#sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
"builtin.module"() ({
  "func.func"() <{function_type = (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>, tensor<?xindex, #sparse>, tensor<?xindex, #sparse>, tensor<?xindex, #sparse>) -> tensor<?xindex, #sparse>, sym_name = "f"}> ({
  ^bb0(%arg0: !sparse_tensor.iter_space<#sparse, lvls = 0>, %arg1: !sparse_tensor.iter_space<#sparse, lvls = 0>, %arg2: tensor<?xindex, #sparse>, %arg3: tensor<?xindex, #sparse>, %arg4: tensor<?xindex, #sparse>):
    %0 = "sparse_tensor.coiterate"(%arg0, %arg1, %arg4) <{cases = [1, 2, 3], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: tensor<?xindex, #sparse>, %arg13: index, %arg14: !sparse_tensor.iterator<#sparse, lvls = 0>):
      %7 = "sparse_tensor.extract_value"(%arg2, %arg14) : (tensor<?xindex, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0>) -> index
      %8 = "tensor.insert"(%7, %arg12, %arg13) : (index, tensor<?xindex, #sparse>, index) -> tensor<?xindex, #sparse>
      "sparse_tensor.yield"(%8) : (tensor<?xindex, #sparse>) -> ()
    }, {
    ^bb0(%arg9: tensor<?xindex, #sparse>, %arg10: index, %arg11: !sparse_tensor.iterator<#sparse, lvls = 0>):
      %5 = "sparse_tensor.extract_value"(%arg3, %arg11) : (tensor<?xindex, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0>) -> index
      %6 = "tensor.insert"(%5, %arg9, %arg10) : (index, tensor<?xindex, #sparse>, index) -> tensor<?xindex, #sparse>
      "sparse_tensor.yield"(%6) : (tensor<?xindex, #sparse>) -> ()
    }, {
    ^bb0(%arg5: tensor<?xindex, #sparse>, %arg6: index, %arg7: !sparse_tensor.iterator<#sparse, lvls = 0>, %arg8: !sparse_tensor.iterator<#sparse, lvls = 0>):
      %1 = "sparse_tensor.extract_value"(%arg2, %arg7) : (tensor<?xindex, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0>) -> index
      %2 = "sparse_tensor.extract_value"(%arg3, %arg8) : (tensor<?xindex, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0>) -> index
      %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %4 = "tensor.insert"(%3, %arg5, %arg6) : (index, tensor<?xindex, #sparse>, index) -> tensor<?xindex, #sparse>
      "sparse_tensor.yield"(%4) : (tensor<?xindex, #sparse>) -> ()
    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>, tensor<?xindex, #sparse>) -> tensor<?xindex, #sparse>
    "func.return"(%0) : (tensor<?xindex, #sparse>) -> ()
  }) : () -> ()
}) : () -> ()

