// Invalid tensor dialect ops: index counts, slice ranks and shapes, reshapes,
// pad, concat, casts, from_elements, generate, splat, empty, dim, gather/scatter,
// yield, parallel_insert_slice, pack (moved to linalg in MLIR 22).

func.func @f(%t: tensor<4x4xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>  // expected-error {{'tensor.extract' op incorrect number of indices for extract_element}}
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %v into %t[%i, %i, %i] : tensor<4x4xf32>
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>, %i: index, %v: f64) {
// expected-note @above {{prior use here}}
  // expected-error @below {{use of value '%v' expects different type than prior uses: 'f32' vs 'f64'}}
  %0 = tensor.insert %v into %t[%i, %i] : tensor<4x4xf32>
  return
}

// -----

func.func @f(%t: tensor<*xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  // expected-error @-1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: i32) {  // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<8x16xf32> to tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  // expected-error @below {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf64>
  // expected-error @above {{expected element type to be 'f32'}}
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4x1xf32>
  // expected-error @-1 {{expected rank to be smaller or equal to the other rank. }}
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[6, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<16xf32>  // expected-error {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  return
}

// -----

func.func @f(%s: tensor<4x4xf32>, %d: tensor<8x16xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x5xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %s into %d[0, 0] [4, 5] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @f(%s: tensor<4x4xf32>, %d: tensor<8x16xf32>) {
  // expected-error @below {{expected 2 offset values, got 3}}
  %0 = tensor.insert_slice %s into %d[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @f(%s: tensor<4x4xf64>, %d: tensor<8x16xf32>) {
  %0 = tensor.insert_slice %s into %d[0, 0] [4, 4] [1, 1] : tensor<4x4xf64> into tensor<8x16xf32>
  // expected-error @above {{expected element type to be 'f32'}}
  return
}

// -----

func.func @f(%s: tensor<4x4xf32>, %d: tensor<8x16xf32>) {
  // expected-error @+1 {{custom op 'tensor.insert_slice' expected SSA value or integer}}
  %0 = tensor.insert_slice %s into %d[0, 0] [4, 4] : tensor<4x4xf32> into tensor<8x16xf32>
  // expected-error @-1 {{expected '[' in dynamic index list}}
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3x4xf32> into tensor<6x4xf32>  // expected-error {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<5x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %a [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4x1xf32>
  // expected-error @above {{'tensor.collapse_shape' op expected collapsed rank (3) to equal the number of reassociation maps (2).}}
  return
}

// -----

func.func @f(%a: tensor<6x4xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x4x4xf32>
  // expected-error @-1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  return
}

// -----

func.func @f(%a: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<6x4xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf64>  // expected-error {{'tensor.expand_shape' op expected collapsed type to be 'tensor<6x4xf64>', but got 'tensor<6x4xf32>'}}
  return
}

// -----

func.func @f(%a: tensor<4x1xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %a(%s) : (tensor<4x1xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @f(%a: tensor<4x1xf32>, %s: tensor<1xi32>) {
  // expected-error @below {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %a(%s) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @f(%a: tensor<4x1xf32>, %s: tensor<?xi32>) {
  %0 = tensor.reshape %a(%s) : (tensor<4x1xf32>, tensor<?xi32>) -> tensor<4xf32>
  // expected-error @above {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  return
}

// -----

func.func @f(%a: tensor<4x1xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %a(%s) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf64>
  // expected-error @-1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %p: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<2x3xf32>', specified resultType is 'tensor<4x5xf32>'}}
  %0 = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %p: f32) {
  %0 = tensor.pad %a low[1, 1] high[1, 1] {  // expected-error {{specified type 'tensor<4x6xf32>' does not match the inferred type 'tensor<4x5xf32>'}}
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<4x6xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %p: f32) {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %p: f64) {
  // expected-error @below {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f64
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %p: f32) {
  %0 = tensor.pad %a low[1, 1] high[1, 1] {
  // expected-error @above {{'tensor.pad' op expected block argument 2 to be an index}}
  ^bb0(%i: index, %j: i32):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %b: tensor<1x6xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<5x6xf32>
  // expected-error @-1 {{'tensor.concat' op result type 'tensor<5x6xf32>'does not match inferred shape 'tensor<4x6xf32>' static sizes}}
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %b: tensor<1x5xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x6xf32>, tensor<1x5xf32>) -> tensor<4x6xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %b: tensor<1x6xf32>) {
  %0 = tensor.concat dim(2) %a, %b : (tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<4x6xf32>  // expected-error {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %b: tensor<6xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x6xf32>, tensor<6xf32>) -> tensor<4x6xf32>
  return
}

// -----

func.func @f(%a: tensor<3x6xf32>, %b: tensor<1x6xf64>) {
  // expected-error @below {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x6xf32>, tensor<1x6xf64>) -> tensor<4x6xf32>
  return
}

// -----

func.func @f() {
  %0 = tensor.concat dim(0) : () -> tensor<4x6xf32>
  // expected-error @above {{'tensor.concat' op requires at least one input}}
  return
}

// -----

func.func @f(%a: tensor<4x?xf32>) {
  %0 = tensor.cast %a : tensor<4x?xf32> to tensor<5x?xf32>
  // expected-error @-1 {{'tensor.cast' op operand type 'tensor<4x?xf32>' and result type 'tensor<5x?xf32>' are cast incompatible}}
  return
}

// -----

func.func @f(%a: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4x?xf32>' and result type 'tensor<?xf32>' are cast incompatible}}
  %0 = tensor.cast %a : tensor<4x?xf32> to tensor<?xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xf64>  // expected-error {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xf64>' are cast incompatible}}
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %a : tensor<4xf32> to tensor<4xi64>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @below {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<8xi32>' are cast incompatible}}
  %0 = tensor.bitcast %a : tensor<4xf32> to tensor<8xi32>
  return
}

// -----

func.func @f(%a: f32, %b: f32) {
  %0 = tensor.from_elements %a, %b, %a : tensor<2x2xf32>
  // expected-error @above {{custom op 'tensor.from_elements' number of operands and types do not match: got 3 operands and 4 types}}
  return
}

// -----

func.func @f(%a: f32, %b: f32) {
  %0 = tensor.from_elements %a, %b : tensor<?xf32>
  // expected-error @-1 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  return
}

// -----

func.func @f(%a: f32, %b: i32) {  // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0 : i32
    tensor.yield %c : i32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @f(%n: index) {
  %0 = tensor.generate %n, %n {
  // expected-error @above {{'tensor.generate' op incorrect number of dynamic sizes, has 2, expected 1}}
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @f(%n: index) {
  %0 = tensor.generate %n {
  // expected-error @-1 {{'tensor.yield' op requires a single operand}}
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0.0 : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @f(%s: f32, %n: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.splat %s : tensor<?x4xf32>
  return
}

// -----

func.func @f(%s: f32, %n: index) {
  %0 = tensor.splat %s[%n, %n] : tensor<?x4xf32>  // expected-error {{'tensor.splat' op incorrect number of dynamic sizes, has 2, expected 1}}
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%s: f64) {
  // expected-error @+1 {{use of value '%s' expects different type than prior uses: 'f32' vs 'f64'}}
  %0 = tensor.splat %s : tensor<4xf32>
  return
}

// -----

func.func @f(%s: tensor<4xf32>) {
// expected-note @-1 {{prior use here}}
  %0 = tensor.splat %s : tensor<4x4xf32>
  // expected-error @above {{use of value '%s' expects different type than prior uses: 'f32' vs 'tensor<4xf32>'}}
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%n) : tensor<4x4xf32>
  return
}

// -----

func.func @f(%n: index) {
  %0 = tensor.empty() : tensor<?x4xf32>  // expected-error {{'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1}}
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: 'index' vs 'tensor<4xf32>'}}
  %0 = tensor.dim %t, %t : tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<f32>, %i: index) {
  %0 = tensor.dim %t, %i : tensor<f32>
  // expected-error @above {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  return
}

// -----

func.func @f(%t: memref<4xf32>) {
  %0 = tensor.rank %t : memref<4xf32>
  // expected-error @-1 {{custom op 'tensor.rank' invalid kind of type specified}}
  return
}

// -----

func.func @f(%s: tensor<4x4x4xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x4xf32>
  return
}

// -----

func.func @f(%s: tensor<4x4x4xf32>, %i: tensor<1x2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x2x4xf32>  // expected-error {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x4x1x4xf32>' or its rank-reduced variant 'tensor<1x2x4x4xf32>' (got: 'tensor<1x2x4x2x4xf32>')}}
  return
}

// -----

func.func @f(%s: tensor<4x4x4xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %s[%i] gather_dims([5]) : (tensor<4x4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x1x4xf32>
  return
}

// -----

func.func @f(%s: tensor<1x2x4x1x4xf32>, %d: tensor<4x4x4xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error @below {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1]) : (tensor<1x2x4x1x4xf32>, tensor<4x4x4xf32>, tensor<1x2x1xindex>) -> tensor<4x4x4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  tensor.yield %a : f32
  // expected-error @above {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  return
}

// -----

func.func @f(%s: tensor<4xf32>, %d: tensor<16xf32>) {
  tensor.parallel_insert_slice %s into %d[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  // expected-error @-1 {{expected InParallelOpInterface parent, got:}}
  return
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  // expected-error @+1 {{custom op 'tensor.pack' is unknown}}
  %0 = tensor.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [16, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>  // expected-error {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  return
}

// -----

func.func @f(%s: tensor<16x8x8x32xf32>, %d: tensor<128x256xf32>) {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 2] inner_tiles = [8, 32] into %d : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return
}
