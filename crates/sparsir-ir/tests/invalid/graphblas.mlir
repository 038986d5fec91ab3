// graphblas programs the verifier rejects (graphblas is not an MLIR 22 dialect: the
// conditions and the wording follow mlir-graphblas's verifier).

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<2x3xf64>, %t: f64) -> tensor<2x3xf64, #CSR> {
  // expected-error@+1 {{Operand #0 must be a sparse tensor.}}
  %0 = graphblas.apply %a, %t { apply_operator = "min" } : (tensor<2x3xf64>, f64) to tensor<2x3xf64, #CSR>
  return %0 : tensor<2x3xf64, #CSR>
}
// -----

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<2x3xf64, #COO>) -> tensor<2x3xf64, #COO> {
  // expected-error@+1 {{Operand #0 must be a CSR matrix, a CSC matrix or a sparse vector.}}
  %0 = graphblas.apply %a { apply_operator = "abs" } : (tensor<2x3xf64, #COO>) to tensor<2x3xf64, #COO>
  return %0 : tensor<2x3xf64, #COO>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<2x3xf64, #CSR>, %t: f64) -> tensor<2x3xf64> {
  // expected-error@+1 {{Return value must be a sparse tensor.}}
  %0 = graphblas.apply %a, %t { apply_operator = "min" } : (tensor<2x3xf64, #CSR>, f64) to tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xi8, #CV>, %t: f32) -> tensor<6xf32, #CV> {
  // expected-error@+1 {{Element type of input tensor does not match type of thunk.}}
  %0 = graphblas.apply %a, %t { apply_operator = "min" } : (tensor<6xi8, #CV>, f32) to tensor<6xf32, #CV>
  return %0 : tensor<6xf32, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xi8, #CV>, %t: i8) -> tensor<6xi16, #CV> {
  // expected-error@+1 {{Element type of result tensor does not match type of thunk.}}
  %0 = graphblas.apply %a, %t { apply_operator = "plus" } : (tensor<6xi8, #CV>, i8) to tensor<6xi16, #CV>
  return %0 : tensor<6xi16, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xi8, #CV>, %t: i8) -> tensor<7xi8, #CV> {
  // expected-error@+1 {{Input shape does not match output shape.}}
  %0 = graphblas.apply %a, %t { apply_operator = "min" } : (tensor<6xi8, #CV>, i8) to tensor<7xi8, #CV>
  return %0 : tensor<7xi8, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xi8, #CV>, %t: i8) -> tensor<6xi8, #CV> {
  // expected-error@+1 {{"bogus" is not a supported operator.}}
  %0 = graphblas.apply %a, %t { apply_operator = "bogus" } : (tensor<6xi8, #CV>, i8) to tensor<6xi8, #CV>
  return %0 : tensor<6xi8, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xf64, #CV>, %t: f64) -> tensor<6xf64, #CV> {
  // expected-error@+1 {{"abs" is a unary operator, but was given a thunk.}}
  %0 = graphblas.apply %a, %t { apply_operator = "abs" } : (tensor<6xf64, #CV>, f64) to tensor<6xf64, #CV>
  return %0 : tensor<6xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xf64, #CV>) -> tensor<6xf64, #CV> {
  // expected-error@+1 {{"div" requires a thunk.}}
  %0 = graphblas.apply %a { apply_operator = "div" } : (tensor<6xf64, #CV>) to tensor<6xf64, #CV>
  return %0 : tensor<6xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%t: f64) -> tensor<6xf64, #CV> {
  // expected-error@+1 {{Exactly one operand must be a ranked tensor.}}
  %0 = graphblas.apply %t, %t { apply_operator = "div" } : (f64, f64) to tensor<6xf64, #CV>
  return %0 : tensor<6xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xi64, #CV>) -> tensor<6xi64, #CV> {
  // expected-error@+1 {{"sqrt" requires a floating point element type.}}
  %0 = graphblas.apply %a { apply_operator = "sqrt" } : (tensor<6xi64, #CV>) to tensor<6xi64, #CV>
  return %0 : tensor<6xi64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xi64, #CV>) -> tensor<6xi32, #CV> {
  // expected-error@+1 {{An in-place apply requires the result type to be the input type.}}
  %0 = graphblas.apply %a { apply_operator = "row", in_place = true } : (tensor<6xi64, #CV>) to tensor<6xi32, #CV>
  return %0 : tensor<6xi32, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xi64, #CV>) -> tensor<6xi64, #CV> {
  // expected-error@+1 {{attribute 'in_place' must be a bool}}
  %0 = graphblas.apply %a { apply_operator = "abs", in_place = 1 } : (tensor<6xi64, #CV>) to tensor<6xi64, #CV>
  return %0 : tensor<6xi64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xi64, #CV>) -> tensor<6xi64, #CV> {
  // expected-error@+1 {{requires attribute 'apply_operator'}}
  %0 = graphblas.apply %a : (tensor<6xi64, #CV>) to tensor<6xi64, #CV>
  return %0 : tensor<6xi64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<6xi64, #CV>) -> tensor<6xi64, #CV> {
  // expected-error@+1 {{expected 1 to 2 operands, but found 3}}
  %0 = "graphblas.apply"(%a, %a, %a) {apply_operator = "abs"} : (tensor<6xi64, #CV>, tensor<6xi64, #CV>, tensor<6xi64, #CV>) -> tensor<6xi64, #CV>
  return %0 : tensor<6xi64, #CV>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSR>) -> tensor<?x?xf64, #CSC> {
  // expected-error@+1 {{Cast cannot change the layout (use convert_layout).}}
  %0 = graphblas.cast %a : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSC>
  return %0 : tensor<?x?xf64, #CSC>
}
// -----

func.func @f() {
  // expected-error@+1 {{requires attribute 'comment'}}
  graphblas.comment { note = "x" }
  return
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<?xf64, #CV>) -> tensor<?x?xf64, #CSR> {
  // expected-error@+1 {{Operand #0 must be a matrix.}}
  %0 = graphblas.convert_layout %a : tensor<?xf64, #CV> to tensor<?x?xf64, #CSR>
  return %0 : tensor<?x?xf64, #CSR>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<3x4xf64, #CSR>) -> tensor<3xf64, #CV> {
  // expected-error@+1 {{The matrix must be square.}}
  %0 = graphblas.diag %a : tensor<3x4xf64, #CSR> to tensor<3xf64, #CV>
  return %0 : tensor<3xf64, #CV>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<4xf64, #CV>) -> tensor<3x3xf64, #CSR> {
  // expected-error@+1 {{The vector size must match the matrix size.}}
  %0 = graphblas.diag %a : tensor<4xf64, #CV> to tensor<3x3xf64, #CSR>
  return %0 : tensor<3x3xf64, #CSR>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSR>, %v: tensor<?xf64, #CV>) -> i1 {
  // expected-error@+1 {{Operands must have the same rank.}}
  %0 = graphblas.equal %a, %v : tensor<?x?xf64, #CSR>, tensor<?xf64, #CV>
  return %0 : i1
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%i: tensor<?x?xindex>, %v: tensor<?xf64>, %n: index) -> tensor<?x?xf64, #CSR> {
  // expected-error@+1 {{Expected 2 sizes of type index.}}
  %0 = graphblas.from_coo %i, %v [%n] : tensor<?x?xindex>, tensor<?xf64> to tensor<?x?xf64, #CSR>
  return %0 : tensor<?x?xf64, #CSR>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%i: tensor<?x3xindex>, %v: tensor<?xf64>, %n: index) -> tensor<?x?xf64, #CSR> {
  // expected-error@+1 {{Indices must have one column per dimension of the result.}}
  %0 = graphblas.from_coo %i, %v [%n, %n] : tensor<?x3xindex>, tensor<?xf64> to tensor<?x?xf64, #CSR>
  return %0 : tensor<?x?xf64, #CSR>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<?xf64, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{"minus" is not a supported operator.}}
  %0 = graphblas.union %a, %a { union_operator = "minus" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<?xf64, #CV>, %b: tensor<?xf32, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Operand element types must be identical.}}
  %0 = graphblas.intersect %a, %b { intersect_operator = "times" } : (tensor<?xf64, #CV>, tensor<?xf32, #CV>) to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<5xf64, #CV>, %m: tensor<6xf64, #CV>) -> tensor<5xf64, #CV> {
  // expected-error@+1 {{Mask shape must match output shape.}}
  %0 = graphblas.intersect %a, %a, %m { intersect_operator = "times" } : (tensor<5xf64, #CV>, tensor<5xf64, #CV>, tensor<6xf64, #CV>) to tensor<5xf64, #CV>
  return %0 : tensor<5xf64, #CV>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
func.func @f(%a: tensor<2x3xf64, #CSR>, %b: tensor<4x5xf64, #CSC>) -> tensor<2x5xf64, #CSR> {
  // expected-error@+1 {{Operand shapes are incompatible: 3 != 4.}}
  %0 = graphblas.matrix_multiply %a, %b { semiring = "plus_times" } : (tensor<2x3xf64, #CSR>, tensor<4x5xf64, #CSC>) to tensor<2x5xf64, #CSR>
  return %0 : tensor<2x5xf64, #CSR>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSR>) -> tensor<?x?xf64, #CSR> {
  // expected-error@+1 {{"plus_bogus" is not a supported semiring.}}
  %0 = graphblas.matrix_multiply %a, %a { semiring = "plus_bogus" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
  return %0 : tensor<?x?xf64, #CSR>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSR>) -> tensor<?x?xf64, #CSR> {
  // expected-error@+1 {{"lor_land" requires an integer element type.}}
  %0 = graphblas.matrix_multiply %a, %a { semiring = "lor_land" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
  return %0 : tensor<?x?xf64, #CSR>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> f64 {
  // expected-error@+1 {{Mask is not allowed for vector-vector multiplication.}}
  %0 = graphblas.matrix_multiply %v, %v, %v { semiring = "plus_times" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>) to f64
  return %0 : f64
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSR>, %v: tensor<?xf64, #CV>) -> tensor<?x?xf64, #CSR> {
  // expected-error@+1 {{Return value must be a vector.}}
  %0 = graphblas.matrix_multiply %a, %v { semiring = "plus_times" } : (tensor<?x?xf64, #CSR>, tensor<?xf64, #CV>) to tensor<?x?xf64, #CSR>
  return %0 : tensor<?x?xf64, #CSR>
}
// -----

#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSC>, %n: i64, %ctx: !llvm.ptr) -> tensor<?x?xf64, #CSC> {
  // expected-error@+1 {{Operand #0 must be a CSR matrix.}}
  %0 = graphblas.matrix_select_random %a, %n, %ctx { choose_n = @choose } : (tensor<?x?xf64, #CSC>, i64, !llvm.ptr) to tensor<?x?xf64, #CSC>
  return %0 : tensor<?x?xf64, #CSC>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> index {
  // expected-error@+1 {{Operand #0 must be a matrix.}}
  %0 = graphblas.num_rows %v : tensor<?xf64, #CV>
  return %0 : index
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSR>) -> index {
  // expected-error@+1 {{Operand #0 must be a sparse vector.}}
  %0 = graphblas.size %a : tensor<?x?xf64, #CSR>
  return %0 : index
}
// -----

func.func @f(%x: f64) {
  // expected-error@+1 {{attribute 'strings' must be an array of strings}}
  graphblas.print %x { strings = [1] } : f64
  return
}
// -----

func.func @f(%x: tensor<2x2x2xf64>) {
  // expected-error@+1 {{Operand #0: only vectors and matrices can be printed.}}
  graphblas.print %x { strings = [] } : tensor<2x2x2xf64>
  return
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) {
  // expected-error@+1 {{'level' must be between 0 and 5}}
  graphblas.print_tensor %v { level = 7 } : tensor<?xf64, #CV>
  return
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSR>) -> i64 {
  // expected-error@+1 {{"argmin" only supported for vectors.}}
  %0 = graphblas.reduce_to_scalar %a { aggregator = "argmin" } : tensor<?x?xf64, #CSR> to i64
  return %0 : i64
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> f64 {
  // expected-error@+1 {{"count" requires the output element type to be i64.}}
  %0 = graphblas.reduce_to_scalar %v { aggregator = "count" } : tensor<?xf64, #CV> to f64
  return %0 : f64
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> f64 {
  // expected-error@+1 {{"bogus" is not a supported aggregator.}}
  %0 = graphblas.reduce_to_scalar %v { aggregator = "bogus" } : tensor<?xf64, #CV> to f64
  return %0 : f64
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSR>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{The axis attribute is expected to be 0 or 1.}}
  %0 = graphblas.reduce_to_vector %a { aggregator = "plus", axis = 2 } : tensor<?x?xf64, #CSR> to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<3x4xf64, #CSR>) -> tensor<3xf64, #CV> {
  // expected-error@+1 {{Operand #0 has 4 columns, but the output has size 3.}}
  %0 = graphblas.reduce_to_vector %a { aggregator = "plus", axis = 0 } : tensor<3x4xf64, #CSR> to tensor<3xf64, #CV>
  return %0 : tensor<3xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{"triu" is not supported for vectors.}}
  %0 = graphblas.select %v { selector = "triu" } : tensor<?xf64, #CV> to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{"gt" requires exactly one thunk.}}
  %0 = graphblas.select %v { selector = "gt" } : tensor<?xf64, #CV> to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>, %t: f32) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Thunk type must match the element type of the input.}}
  %0 = graphblas.select %v, %t { selector = "lt" } : tensor<?xf64, #CV>, f32 to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<2x3xf64, #CSR>) -> tensor<2x3xf64, #CSR> {
  // expected-error@+1 {{Input and output shapes are expected to be swapped.}}
  %0 = graphblas.transpose %a : tensor<2x3xf64, #CSR> to tensor<2x3xf64, #CSR>
  return %0 : tensor<2x3xf64, #CSR>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>, %x: f32) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Element type of result tensor does not match type of value.}}
  %0 = graphblas.uniform_complement %v, %x : tensor<?xf64, #CV>, f32 to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>, %w: tensor<?xf64, #CV>) {
  // expected-error@+1 {{"minus" is not a supported accumulate operator.}}
  graphblas.update %v -> %w { accumulate_operator = "minus" } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>
  return
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<4xf64, #CV>, %w: tensor<5xf64, #CV>) {
  // expected-error@+1 {{Input shape does not match output shape.}}
  graphblas.update %v -> %w : tensor<4xf64, #CV> -> tensor<5xf64, #CV>
  return
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Unexpected mult block.}}
  %0 = graphblas.apply_generic %v : tensor<?xf64, #CV> to tensor<?xf64, #CV> {
    ^bb0(%x: f64):
      graphblas.yield mult %x : f64
  }
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Each region must end with graphblas.yield.}}
  %0 = graphblas.select_generic %v : tensor<?xf64, #CV> to tensor<?xf64, #CV> {
    ^bb0(%x: f64):
      %c = arith.constant true
      return %c : i1
  }
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{The select_out block must yield one value of the expected type.}}
  %0 = graphblas.select_generic %v : tensor<?xf64, #CV> to tensor<?xf64, #CV> {
    ^bb0(%x: f64):
      graphblas.yield select_out %x : f64
  }
  return %0 : tensor<?xf64, #CV>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<?x?xi64, #CSR>) -> tensor<?x?xi64, #CSR> {
  %c0 = arith.constant 0 : i64
  // expected-error@+1 {{Missing add block.}}
  %0 = graphblas.matrix_multiply_generic %a, %a : (tensor<?x?xi64, #CSR>, tensor<?x?xi64, #CSR>) to tensor<?x?xi64, #CSR> {
      graphblas.yield add_identity %c0 : i64
    }, {
    ^bb0(%x: i64, %y: i64):
      graphblas.yield mult %x : i64
    }, {
    ^bb0(%x: i64):
      graphblas.yield transform_out %x : i64
    }
  return %0 : tensor<?x?xi64, #CSR>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<?x?xi64, #CSR>) -> tensor<?x?xi64, #CSR> {
  %c0 = arith.constant 0 : i64
  // expected-error@+1 {{Duplicate add block.}}
  %0 = graphblas.matrix_multiply_generic %a, %a : (tensor<?x?xi64, #CSR>, tensor<?x?xi64, #CSR>) to tensor<?x?xi64, #CSR> {
    ^bb0(%x: i64, %y: i64):
      graphblas.yield add %x : i64
    }, {
    ^bb0(%x: i64, %y: i64):
      graphblas.yield add %x : i64
    }, {
    ^bb0(%x: i64, %y: i64):
      graphblas.yield mult %x : i64
    }
  return %0 : tensor<?x?xi64, #CSR>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xi64, #CV>) -> i64 {
  %c0 = arith.constant 0 : i64
  // expected-error@+1 {{The agg block has 1 arguments; expected 2.}}
  %0 = graphblas.reduce_to_scalar_generic %v : tensor<?xi64, #CV> to i64 {
      graphblas.yield agg_identity %c0 : i64
    }, {
    ^bb0(%x: i64):
      graphblas.yield agg %x : i64
    }
  return %0 : i64
}
// -----

func.func @f(%x: f64) -> f64 {
  // expected-error@+1 {{expects parent op to be a graphblas op with regions}}
  graphblas.yield transform_out %x : f64
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Invalid yield kind.}}
  %0 = graphblas.apply_generic %v : tensor<?xf64, #CV> to tensor<?xf64, #CV> {
    ^bb0(%x: f64):
      "graphblas.yield"(%x) {kind = 12 : i64} : (f64) -> ()
  }
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CV32 = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 32 }>
func.func @f(%v: tensor<?xf64, #CV>) -> tensor<?xf64, #CV32> {
  // expected-error@+1 {{Result type must be the input type.}}
  %0 = "graphblas.dup"(%v) : (tensor<?xf64, #CV>) -> tensor<?xf64, #CV32>
  return %0 : tensor<?xf64, #CV32>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<?xf64, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{The mult block has 1 arguments; expected 2.}}
  %0 = graphblas.intersect_generic %a, %a : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV> {
    ^bb0(%x: f64):
      graphblas.yield mult %x : f64
  }
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<?xf64, #CV>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Unexpected add block.}}
  %0 = graphblas.union_generic %a, %a : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV> {
    ^bb0(%x: f64, %y: f64):
      graphblas.yield add %x : f64
  }
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<?x?xi64, #CSR>, %v: tensor<?xi64, #CV>) -> i64 {
  %c0 = arith.constant 0 : i64
  // expected-error@+1 {{Operands must be matrices.}}
  %0 = graphblas.matrix_multiply_reduce_to_scalar_generic %a, %v : (tensor<?x?xi64, #CSR>, tensor<?xi64, #CV>) to i64 {
      graphblas.yield add_identity %c0 : i64
    }, {
    ^bb0(%x: i64, %y: i64):
      graphblas.yield add %x : i64
    }, {
    ^bb0(%x: i64, %y: i64):
      graphblas.yield mult %x : i64
    }, {
      graphblas.yield agg_identity %c0 : i64
    }, {
    ^bb0(%x: i64, %y: i64):
      graphblas.yield agg %x : i64
    }
  return %0 : i64
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>) -> index {
  // expected-error@+1 {{Operand #0 must be a matrix.}}
  %0 = graphblas.num_cols %v : tensor<?xf64, #CV>
  return %0 : index
}
// -----

func.func @f(%v: tensor<8xf64>) -> index {
  // expected-error@+1 {{Operand #0 must be a sparse tensor.}}
  %0 = graphblas.num_vals %v : tensor<8xf64>
  return %0 : index
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<?x?xi64, #CSR>) -> tensor<?xi64, #CV> {
  %c0 = arith.constant 0 : i64
  // expected-error@+1 {{expected 2 to 2 regions, but found 1}}
  %0 = graphblas.reduce_to_vector_generic %a { axis = 1 } : tensor<?x?xi64, #CSR> to tensor<?xi64, #CV> {
    ^bb0(%x: i64, %y: i64):
      graphblas.yield agg %x : i64
    }
  return %0 : tensor<?xi64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%v: tensor<?xf64, #CV>, %m: tensor<?x?xf64, #CSR>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Mask shape must match output shape.}}
  %0 = graphblas.select_mask %v, %m : tensor<?xf64, #CV>, tensor<?x?xf64, #CSR> to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<?x?xf64, #CSR>) -> (tensor<?x?xindex>, tensor<?xf32>) {
  // expected-error@+1 {{Values must be a dense 1-D tensor of the input's element type.}}
  %0:2 = graphblas.to_coo %a : tensor<?x?xf64, #CSR> to tensor<?x?xindex>, tensor<?xf32>
  return %0#0, %0#1 : tensor<?x?xindex>, tensor<?xf32>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<?xi64, #CV>, %w: tensor<?xf64, #CV>) {
  // expected-error@+1 {{Accumulation requires the input and output element types to match.}}
  graphblas.update_generic %v -> %w : tensor<?xi64, #CV> -> tensor<?xf64, #CV> {
    ^bb0(%x: f64, %y: f64):
      graphblas.yield accumulate %x : f64
  }
  return
}
// -----

// ---- sparsir's extensions ----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<4x4xf64, #CSR>, %r: tensor<?xindex>) -> tensor<?x?xf64, #CSR> {
  // expected-error@+1 {{expected 2 index lists for a rank-2 input, but found 1}}
  %0 = graphblas.extract %a, %r : tensor<4x4xf64, #CSR>, tensor<?xindex> to tensor<?x?xf64, #CSR>
  return %0 : tensor<?x?xf64, #CSR>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<4xf64, #CV>, %r: tensor<?xf64>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Operand #1 must be a dense 1-D tensor of indices.}}
  %0 = graphblas.extract %v, %r : tensor<4xf64, #CV>, tensor<?xf64> to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<4xf64, #CV>, %r: tensor<2xindex>) -> tensor<3xf64, #CV> {
  // expected-error@+1 {{Return value dimension 0 has size 3, but index list #0 has 2 entries.}}
  %0 = graphblas.extract %v, %r : tensor<4xf64, #CV>, tensor<2xindex> to tensor<3xf64, #CV>
  return %0 : tensor<3xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<4xf64, #CV>, %r: tensor<2xindex>) -> tensor<2xf32, #CV> {
  // expected-error@+1 {{Result element type must match the input's element type.}}
  %0 = graphblas.extract %v, %r : tensor<4xf64, #CV>, tensor<2xindex> to tensor<2xf32, #CV>
  return %0 : tensor<2xf32, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<4xf64, #CV>, %x: f32, %r: tensor<2xindex>) -> tensor<4xf64, #CV> {
  // expected-error@+1 {{Operand #1 element type must match the element type of operand #0.}}
  %0 = graphblas.assign %v, %x, %r : tensor<4xf64, #CV>, f32, tensor<2xindex> to tensor<4xf64, #CV>
  return %0 : tensor<4xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<4xf64, #CV>, %u: tensor<3xf64, #CV>, %r: tensor<2xindex>) -> tensor<4xf64, #CV> {
  // expected-error@+1 {{Operand #1 dimension 0 has size 3, but index list #0 has 2 entries.}}
  %0 = graphblas.assign %v, %u, %r : tensor<4xf64, #CV>, tensor<3xf64, #CV>, tensor<2xindex> to tensor<4xf64, #CV>
  return %0 : tensor<4xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<4xf64, #CV>, %x: f64, %r: tensor<2xindex>) -> tensor<4xf64, #CV> {
  // expected-error@+1 {{"minus" is not a supported accumulate operator.}}
  %0 = graphblas.assign %v, %x, %r { accumulate_operator = "minus" } : tensor<4xf64, #CV>, f64, tensor<2xindex> to tensor<4xf64, #CV>
  return %0 : tensor<4xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%v: tensor<4xf64, #CV>, %x: f64, %r: tensor<2xindex>) -> tensor<?xf64, #CV> {
  // expected-error@+1 {{Result type must be the type of operand #0.}}
  %0 = graphblas.assign %v, %x, %r : tensor<4xf64, #CV>, f64, tensor<2xindex> to tensor<?xf64, #CV>
  return %0 : tensor<?xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<4xf64, #CV>, %b: tensor<4xf64, #CV>) -> tensor<4xf64, #CV> {
  // expected-error@+1 {{'left_fill' and 'right_fill' must be given together.}}
  %0 = graphblas.union %a, %b { union_operator = "plus", left_fill = 0.0 : f64 } : (tensor<4xf64, #CV>, tensor<4xf64, #CV>) to tensor<4xf64, #CV>
  return %0 : tensor<4xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<4xf64, #CV>, %b: tensor<4xf64, #CV>) -> tensor<4xf64, #CV> {
  // expected-error@+1 {{attribute 'right_fill' must be a number of the operands' element type}}
  %0 = graphblas.union %a, %b { union_operator = "plus", left_fill = 0.0 : f64, right_fill = 1 : i64 } : (tensor<4xf64, #CV>, tensor<4xf64, #CV>) to tensor<4xf64, #CV>
  return %0 : tensor<4xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<4xf64, #CV>, %b: tensor<4xf64, #CV>) -> tensor<4xf64, #CV> {
  // expected-error@+1 {{'value_mask' requires a mask operand.}}
  %0 = graphblas.union %a, %b { union_operator = "plus", value_mask = true } : (tensor<4xf64, #CV>, tensor<4xf64, #CV>) to tensor<4xf64, #CV>
  return %0 : tensor<4xf64, #CV>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<4xf64>, %b: tensor<4xf64, #CV>) -> tensor<4xf64> {
  // expected-error@+1 {{Return value may be a dense vector only when every entry is computed.}}
  %0 = graphblas.intersect %a, %b { intersect_operator = "times" } : (tensor<4xf64>, tensor<4xf64, #CV>) to tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<4xf64>, %b: tensor<4xf64, #CV>, %m: tensor<4xf64, #CV>) -> tensor<4xf64> {
  // expected-error@+1 {{A mask requires a sparse return value.}}
  %0 = graphblas.union %a, %b, %m { union_operator = "plus" } : (tensor<4xf64>, tensor<4xf64, #CV>, tensor<4xf64, #CV>) to tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----

#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%a: tensor<4xf64, #CV>, %b: tensor<4xf64>) {
  // expected-error@+1 {{A dense output requires an accumulator or a dense input.}}
  graphblas.update %a -> %b : tensor<4xf64, #CV> -> tensor<4xf64>
  return
}
// -----

func.func @f(%a: tensor<4xf64>) -> i64 {
  // expected-error@+1 {{"argmin" is not supported on a dense vector.}}
  %0 = graphblas.reduce_to_scalar %a { aggregator = "argmin" } : tensor<4xf64> to i64
  return %0 : i64
}
// -----

func.func @f(%a: tensor<4x4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error@+1 {{Operand #0 must be a sparse tensor.}}
  %0 = graphblas.matrix_multiply %a, %b { semiring = "plus_times" } : (tensor<4x4xf64>, tensor<4xf64>) to tensor<4xf64>
  return %0 : tensor<4xf64>
}
