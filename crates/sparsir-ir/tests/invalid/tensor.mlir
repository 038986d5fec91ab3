// Invalid tensor dialect programs: each case is rejected by MLIR 22 with the message
// shown (checked with `mlir-opt --split-input-file --verify-diagnostics`).

// == parse errors of the custom forms

func.func @f(%t: tensor<*xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %a : tensor<2xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = tensor.from_elements %a : tensor<?xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %a, %i : memref<4xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.insert' expected 'into'}}
  %0 = tensor.insert %f in %t[%i] : tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.cast' expected 'to'}}
  %0 = tensor.cast %t : tensor<4xf32> into tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+2 {{custom op 'tensor.extract_slice' expected integer value}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[a] [4] [1] : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+2 {{expected '[' in dynamic index list}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0] [4] : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.concat' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.concat dim(0) %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.splat %f : tensor<*xf32>
  return
}

// == dim, rank, cast, bitcast

// -----

func.func @f(%a: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %a, %i : tensor<f32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.rank' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.rank"(%a) : (tensor<4xf32>) -> i32
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %a : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4x1xf32>' are cast incompatible}}
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4x1xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %a : tensor<4xf32> to tensor<4xi64>
  return
}

// -----

func.func @f(%a: tensor<4xindex>) {
  // expected-error @+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  %0 = tensor.bitcast %a : tensor<4xindex> to tensor<4xi64>
  return
}

// == empty, splat, from_elements, extract, insert

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%i) : tensor<?x?xf32>
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'tensor.empty' op operand #0 must be variadic of index, but got 'f32'}}
  %0 = "tensor.empty"(%f) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 2}}
  %0 = tensor.splat %f : tensor<?x?xf32>
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%f) : (f32) -> tensor<4xi32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<2xf32>
  return
}

// -----

func.func @f(%t: tensor<4x?xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x?xf32>
  return
}

// -----

func.func @f(%t: tensor<4x?xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i, %i) : (tensor<4x?xf32>, index, index) -> i32
  return
}

// -----

func.func @f(%t: tensor<4x?xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.extract"(%t, %i, %i) : (tensor<4x?xf32>, i32, i32) -> f32
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op requires one result}}
  "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func.func @f(%i: index, %f: i32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (i32, tensor<4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<?xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {foo = 1 : i64} for op tensor.extract: this operation does not support properties}}
  %0 = "tensor.extract"(%t, %i) <{foo = 1}> : (tensor<4xf32>, index) -> f32
  return
}

// == generate, pad, yield

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate %i {
  ^bb0(%a: i32):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %i : index
  } : tensor<?xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = tensor.generate %i, %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
  } : tensor<?xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  ^bb1:
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}

// -----

func.func @f(%t: tensor<2x3xf32>, %p: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<2x3xf32>', specified resultType is 'tensor<4x5xf32>'}}
  %0 = tensor.pad %t low[1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>, %p: f32) {
  // expected-error @+1 {{specified type 'tensor<4x6xf32>' does not match the inferred type 'tensor<4x5xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<4x6xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>, %p: f32) {
  // expected-error @+1 {{specified type 'tensor<?x?xf32>' does not match the inferred type 'tensor<4x5xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>, %p: f32) {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>, %p: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: i32):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>, %p: f32, %i: index) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %i : index
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>, %p: f32, %i: index) {
  // expected-error @+1 {{'tensor.pad' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  %0 = "tensor.pad"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1, 1>, static_high = array<i64: 1, 1>}> ({
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  }) : (tensor<2x3xf32>, index) -> tensor<4x5xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %p: f32) {
  // expected-error @+1 {{'tensor.pad' op requires attribute 'static_low'}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0>}> ({
  ^bb0(%a: index):
    "tensor.yield"(%p) : (f32) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %p: f32) {
  // expected-error @+1 {{invalid properties {nofold = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0>, static_low = array<i64: 0>} for op tensor.pad: Invalid attribute `nofold` in property conversion: 1 : i64}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 0>, static_high = array<i64: 0>, nofold = 1}> ({
  ^bb0(%a: index):
    "tensor.yield"(%p) : (f32) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// == extract_slice, insert_slice, parallel_insert_slice

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = tensor.extract_slice %t[0, 0] [1, 16] [1, 1] : tensor<8x16x4xf32> to tensor<16xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<1x16x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x5xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xi32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank. }}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x1x16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<1x?x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, %i, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 21 >= 16}}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 8, 4] [1, 3, 1] : tensor<8x16x4xf32> to tensor<8x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1, 0, 0] [1, -2, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -2}}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, -2, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (3 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 16, 4] [1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (3 vs 4) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 16, 4, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>, %i: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index) -> tensor<16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.extract_slice' op requires attribute 'static_strides'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>}> : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} for op tensor.extract_slice: size mismatch in attribute conversion: 3 vs 4}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @f(%t: tensor<f32>) {
  // expected-error @+1 {{'tensor.extract_slice' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>) -> tensor<*xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>, %s: tensor<16x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<1x16x5xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %s into %t[0, 0, 0] [1, 16, 5] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>, %s: tensor<16x4xf32>) {
  // expected-error @+1 {{slice along dimension 2 runs out-of-bounds: 4 >= 4}}
  %0 = tensor.insert_slice %s into %t[0, 0, 1] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>, %s: tensor<16x4xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x?xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>, %s: tensor<16x4xf32>) {
  // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.parallel_insert_slice' op requires zero results}}
  %0 = "tensor.parallel_insert_slice"(%t, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// == collapse_shape, expand_shape, reshape

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %a [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<7x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<6x4xf32>', but got 'tensor<6x4xi32>'}}
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xi32>
  return
}

// -----

func.func @f(%a: tensor<2x?x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<6x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<2x3x4xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3x4x1xf32>'.}}
  %0 = tensor.collapse_shape %a [[0], [1], [2], [3]] : tensor<2x3x4xf32> into tensor<2x3x4x1xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  4.}}
  %0 = tensor.collapse_shape %a [[0, 1], [3]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %a [[0, 1, 2], []] : tensor<2x3x4xf32> into tensor<24x1xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = tensor.collapse_shape %a [0, 1] : tensor<2x3x4xf32> into tensor<24xf32>
  return
}

// -----

func.func @f(%a: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 1 of collapsed type to be static value of 5}}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 5] : tensor<6x4xf32> into tensor<2x3x5xf32>
  return
}

// -----

func.func @f(%a: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<6x4xf32>, %n: index) {
  // expected-error @+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "tensor.expand_shape"(%a, %n) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 3, 4>}> : (tensor<6x4xf32>, index) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<6x4xi32>', but got 'tensor<6x4xf32>'}}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xi32>
  return
}

// -----

func.func @f(%a: tensor<?x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<?x4xf32> into tensor<2x3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op requires attribute 'reassociation'}}
  %0 = "tensor.expand_shape"(%a) <{static_output_shape = array<i64: 2, 3, 4>}> : (tensor<6x4xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %a(%s) : (tensor<3x6xf32>, tensor<2xi32>) -> tensor<2x9xi32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %a(%s) : (tensor<3x6xf32>, tensor<2xi32>) -> tensor<2x8xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %s: tensor<3xi32>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %a(%s) : (tensor<3x6xf32>, tensor<3xi32>) -> tensor<2x9xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %s: tensor<?xi32>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %a(%s) : (tensor<3x6xf32>, tensor<?xi32>) -> tensor<2x9xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %s: tensor<2xsi32>) {
  // expected-error @+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xsi32>'}}
  %0 = tensor.reshape %a(%s) : (tensor<3x6xf32>, tensor<2xsi32>) -> tensor<2x9xf32>
  return
}

// == concat

// -----

func.func @f() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %b: tensor<3x6xi32>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x6xf32>, tensor<3x6xi32>) -> tensor<6x6xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xi32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x6xi32>, tensor<3xf32>) -> tensor<6x6xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %a, %a : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<6x6xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %b: tensor<3x5xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x6xf32>, tensor<3x5xf32>) -> tensor<6x6xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<7x6xf32>'does not match inferred shape 'tensor<6x6xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<7x6xf32>
  return
}

// -----

func.func @f(%a: tensor<3x?xf32>, %b: tensor<?x6xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<?x7xf32>'does not match inferred shape 'tensor<?x6xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x?xf32>, tensor<?x6xf32>) -> tensor<?x7xf32>
  return
}

// -----

func.func @f(%a: tensor<3x?xf32>) {
  // expected-error @+1 {{'tensor.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tensor.concat"(%a, %a) <{dim = 0 : i32}> : (tensor<3x?xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @f(%a: tensor<3x?xf32>, %b: tensor<*xf32>) {
  // expected-error @+1 {{'tensor.concat' op operand #1 must be variadic of ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.concat"(%a, %b) <{dim = 0 : i64}> : (tensor<3x?xf32>, tensor<*xf32>) -> tensor<?x?xf32>
  return
}

// == gather, scatter

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %a[%i] gather_dims([0, 1]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %a[%i] gather_dims([]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %a[%i] gather_dims([0, 1, 2]) : (tensor<4x4xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %a[%i] gather_dims([1, 0]) : (tensor<4x4x4xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %a[%i] gather_dims([-1, 0]) : (tensor<4x4x4xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %a[%i] gather_dims([0, 4]) : (tensor<4x4x4xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x1x4xf32>' or its rank-reduced variant 'tensor<1x2x4xf32>' (got: 'tensor<1x2x1x4x4xf32>')}}
  %0 = tensor.gather %a[%i] gather_dims([0, 1]) : (tensor<4x4x4xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x4x4xf32>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
func.func @f(%a: tensor<4x4x4xf32, #SV>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x1x4xf32, #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>>' or its rank-reduced variant 'tensor<1x2x4xf32, #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>>' (got: 'tensor<1x2x1x1x5xf32>')}}
  %0 = tensor.gather %a[%i] gather_dims([0, 1]) : (tensor<4x4x4xf32, #SV>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x5xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x2xf32>) {
  // expected-error @+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x2xf32>'}}
  %0 = tensor.gather %a[%i] gather_dims([0, 1]) : (tensor<4x4x4xf32>, tensor<1x2x2xf32>) -> tensor<1x2x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{invalid properties {gather_dims = [0]} for op tensor.gather: Invalid attribute `gather_dims` in property conversion: [0]}}
  %0 = "tensor.gather"(%a, %s) <{gather_dims = [0]}> : (tensor<4xf32>, tensor<1xi32>) -> tensor<1x1xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x2xindex>, %d: tensor<1x2x1x1x4xf32>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %d into %a[%i] scatter_dims([0, 1]) : (tensor<1x2x1x1x4xf32>, tensor<4x4x4xf32>, tensor<1x2x2xindex>) -> tensor<4x4x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x2xindex>, %d: tensor<1x2x1x2x4xf32>) {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x1x4xf32>' or its rank-reduced variant 'tensor<1x2x4xf32>' (got: 'tensor<1x2x1x2x4xf32>')}}
  %0 = tensor.scatter %d into %a[%i] scatter_dims([0, 1]) unique : (tensor<1x2x1x2x4xf32>, tensor<4x4x4xf32>, tensor<1x2x2xindex>) -> tensor<4x4x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x2xindex>, %d: tensor<1x2x1x1x4xf32>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %0 = tensor.scatter %d into %a[%i] scatter_dims([0, 5]) unique : (tensor<1x2x1x1x4xf32>, tensor<4x4x4xf32>, tensor<1x2x2xindex>) -> tensor<4x4x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4x4xf32>, %i: tensor<1x2x2xindex>, %d: tensor<1x2x1x1x4xf32>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims must be non-empty}}
  %0 = tensor.scatter %d into %a[%i] scatter_dims([]) : (tensor<1x2x1x1x4xf32>, tensor<4x4x4xf32>, tensor<1x2x2xindex>) -> tensor<4x4x4xf32>
  return
}

// == ops MLIR 22 no longer has

// -----

func.func @f(%source: tensor<128x256xf32>, %dest: tensor<16x8x8x32xf32>) {
  // expected-error @+1 {{custom op 'tensor.pack' is unknown}}
  %0 = tensor.pack %source inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return
}

// -----

func.func @f(%source: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>) {
  // expected-error @+1 {{custom op 'tensor.unpack' is unknown}}
  %0 = tensor.unpack %source inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return
}

// == an inherent attribute in the attribute dictionary replaces the custom syntax's

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(0) %a {dim = 3 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %a[0] [2] [1] {static_sizes = array<i64: 3>} : tensor<4xf32> to tensor<2xf32>
  return
}
