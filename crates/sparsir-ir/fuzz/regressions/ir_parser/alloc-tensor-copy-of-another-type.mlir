#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, tensor<?x8xf32>, index) -> (), sym_name = "alloc"}> ({
  ^bb0(%arg10: index, %arg11: index, %arg12: tensor<?x8xf32>, %arg13: index):
    %9 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<4x4xf32>
    %10 = "bufferization.alloc_tensor"(%arg10) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x8xf32>
    %11 = "buff)erization.alloc_tensor"(%arg12) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?x8xf32>) -> tensor<?x8xf32>
    %12 = "bufferization.alloc_tensor"(%9) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4x4xf32>) -> tensor<6x4xf32>
    %13 = "bufferization.alloc_tensor"() <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<16xf64>
    %14 = "bufferization.alloc_tensor"(%arg10, %arg11, %arg13) <{operandSegmentSizes = array<i32: 2, 0, 1>}> : (index, index, index) -> tensor<?x?xf64, #sparse>
    %15 = "bufferization.alloc_tensor"(%9) <{memory_space = #gpu.address_space<workgroup>, operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %16 = "bufferization.alloc_tensor"(%arg10) <{operandSegmentSizes = array<i32: 1, 0, 0>}> {escape = [true]} : (index) -> tensor<?xi8>
    "bufferization.dealloc_tensor"(%14) : (tensor<?x?xf64, #sparse>) -> ()
    "bufferization.dealloc_tensor"(%10) : (tensor<?x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, memref<?x?xf64>, tensor<8xi32>) -> (), sym_name = "to_tensor_buffer"}> ({
  ^bb0(%arg7: memref<4xf32>, %arg8: memref<?x?xf64>, %arg9: tensor<8xi32>):
    %3 = "bufferization.to_tensor"(%arg7) : (memref<4xf32>) -> tensor<4xf32>
    %4 = "bufferization.to_tensor"(%arg7) <{restrict}> : (memref<4xf32>) -> tensor<4xf32>
    %5 = "bufferization.to_tensor"(%arg8) <{restrict, writable}> : (memref<?x?xf64>) -> tensor<?x?xf64>
    %6 = "bufferization.to_buffer"(%arg9) : (tensor<8xi32>) -> memref<8xi32>
    %7 = "bufferization.to_buffer"(%arg9) <{read_only}> : (tensor<8xi32>) -> memref<8xi32>
    %8 = "bufferization.to_buffer"(%5) : (tensor<?x?xf64>) -> memref<?x?xf64, strided<[?, ?], offset: ?>>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>, sym_name = "materialize"}> ({
  ^bb0(%arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: memref<4xf32>):
    %2 = "bufferization.materialize_in_destination"(%arg4, %arg5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "bufferization.materialize_in_destination"(%arg4, %arg6) <{revtrict, writable}> : (tensor<4xf32>, memref<4xf32>) -> ()
    "func.return"(%2) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, i1, memref<2xi8>, i1) -> memref<?xf32>, sym_name = "clone_dealloc"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: i1, %arg2: memref<2xi8>, %arg3: i1):
    %0 = "bufferization.clone"(%arg0) : (memref<?xf32>) -> memref<?xf32>
    "bufferization.dealloc"(%arg0, %arg2, %arg1, %arg3) <{operandSegmentSizes = array<i32: 2, 2, 0>}> : (memref<?xf32>, memref<2xi8>, i1, i1) -> ()
    %1:2 = "bufferization.deallwc"(%arg0, %arg1, %0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (memref<?xf32>, i1, memref<?xf32>, memref<2xi8>) -> (i1, i1)
    "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
    "func.return"(%0) : (memref<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

