// mlir-opt-flags: --allow-unregistered-dialect
// Errors of the core: SSA names, the generic form, builtin and func ops, builtin types
// and attributes. Each chunk is checked by `mlir-opt --split-input-file
// --verify-diagnostics` (MLIR 22) and by the golden harness.

func.func @f() -> i32 {
  "func.return"(%x) : (i32) -> ()  // expected-error {{use of undeclared SSA value name}}
}

// -----

func.func @f(%a: i32) {
  // expected-note @below {{previously defined here}}
  %0 = "test.op"(%a) : (i32) -> i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "test.op"(%a) : (i32) -> i32
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  "test.op"(%a) : (i64) -> ()
  return
}

// -----

func.func @f() {
  "test.op"(%b) : (i32) -> ()  // expected-note {{previously used here with type 'i32'}}
  // expected-error @+1 {{definition of SSA value '%b#0' has type 'i64'}}
  %b = "test.def"() : () -> i64
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "test.op"(%b) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %b = "test.def"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "test.op"() : () -> (i32, i32)
  return
}

// -----

func.func @f() {
  %0:2 = "test.op"() : () -> (i32, i32)
  // expected-error @+1 {{reference to invalid result number}}
  "test.use"(%0#2) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected 2 operand types but had 1}}
  "test.op"(%a, %a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected '=' after SSA name}}
  %0 "test.op"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i64) -> i32 {
  return %a : i64  // expected-error {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
}

// -----

func.func @f(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 2}}
  return %a : i32
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.return' op requires zero results}}
  "func.return"() : () -> i32
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @g(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @g(%a) : (i64) -> i32
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = call @nope(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @f(i32) {
// expected-error @above {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
^bb0(%a: i64):
  return
}

// -----

func.func @f(%a: i32) attributes {sym_visibility = "private"} {
// expected-error @-1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}

// -----

func.func private @f(tensor<4x?xf32)  // expected-error {{expected '>' in tensor type}}

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(vector<4xcomplex<f32>>)

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
func.func private @f(vector<0xf32>)

// -----

func.func private @f(memref<4xf32, 1, 2>)
// expected-error @-1 {{multiple memory spaces specified in memref type}}

// -----

func.func private @f(memref<4xtensor<2xf32>>)  // expected-error {{invalid memref element type}}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f(tensor<-1xf32>)

// -----

// expected-error @+1 {{expected '>' in tuple type}}
func.func private @f(tuple<i32 f32>)

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
func.func private @f(memref<?x?xf32, affine_map<(d0) -> (d0)>>)

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
func.func private @f() attributes {x = 1e3 : f64}

// -----

// expected-error @+1 {{expected ',' or ']'}}
func.func private @f() attributes {x = [1, 2}

// -----

// expected-error @+1 {{expected integer literal}}
func.func private @f() attributes {x = array<i32: 1, 2.5>}

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
func.func private @f() attributes {x = array<i1: 2>}

// -----

#my.alias = 1 : i32
// expected-error @above {{attribute names with a '.' are reserved for dialect-defined names}}

// -----

// expected-error @+1 {{expected '=' in type alias definition}}
!t i32

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @f() attributes {x = affine_map<(d0, d1) -> (d0 * d1)>}

// -----

// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
func.func private @f() attributes {x = affine_map<(d0, d1) -> (d0 mod d1)>}

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
func.func private @f() attributes {x = -0 : i32}

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {x = dense<[300]> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<4xi32>'}}
"test.op"() {x = dense<"0x0102"> : tensor<4xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])}}
"test.op"() {x = sparse<[[0, 0], [1, 1]], [1.0]> : tensor<2x2xf32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[0, 5], and type='tensor<3x3xi32>'}}
"test.op"() {x = sparse<[[0, 5]], [1]> : tensor<3x3xi32>} : () -> ()

// -----

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"test.op"() {x = sparse<[[0, 0]], [[1]]> : tensor<3x3xi32>} : () -> ()

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @below {{expected operation name in quotes}}
  return %a : i32

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
"test.region"() ({
^bb0:
  "test.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-note @below {{see existing symbol definition here}}
func.func private @f()
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func private @f()

// -----

func.func @f() {
  // expected-error @+1 {{invalid properties {foo = 1 : i64} for op func.return: this operation does not support properties}}
  "func.return"() <{foo = 1}> : () -> ()
}
