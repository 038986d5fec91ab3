// Tensor ops written in the generic form, properties as MLIR 22 stores them.
"func.func"() <{function_type = (tensor<8x16x4xf32>, tensor<?x?xf32>, index, f32, tensor<2x1xindex>) -> (), sym_name = "generic"}> ({
^bb0(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %i: index, %f: f32, %x: tensor<2x1xindex>):
  %0 = "tensor.extract_slice"(%t, %i, %i, %i) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, static_offsets = array<i64: -9223372036854775808, 4, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index, index, index) -> tensor<?xf32>
  %1 = "tensor.insert_slice"(%0, %d, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  %2 = "tensor.pad"(%d, %i) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 2, -9223372036854775808>, static_low = array<i64: 1, 1>}> ({
  ^bb0(%a: index, %b: index):
    "tensor.yield"(%f) : (f32) -> ()
  }) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  %3 = "tensor.generate"(%i) ({
  ^bb0(%a: index, %b: index):
    "tensor.yield"(%f) : (f32) -> ()
  }) {keep} : (index) -> tensor<?x2xf32>
  %4 = "tensor.expand_shape"(%0, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (tensor<?xf32>, index) -> tensor<?x1xf32>
  %5 = "tensor.collapse_shape"(%4) <{reassociation = [[0, 1]]}> : (tensor<?x1xf32>) -> tensor<?xf32>
  %6 = "tensor.concat"(%d, %d) <{dim = 1 : i64}> : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %7 = "tensor.gather"(%t, %x) {gather_dims = array<i64: 1>, unique} : (tensor<8x16x4xf32>, tensor<2x1xindex>) -> tensor<2x8x1x4xf32>
  "func.return"() : () -> ()
}) : () -> ()
