// Parser errors: SSA values and blocks, types, attributes and literals,
// aliases, syntax.

func.func @f() -> i32 {
  return %x : i32  // expected-error {{use of undeclared SSA value name}}
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-note @below {{previously defined here}}
  %0 = arith.addi %a, %a : i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}

// -----

func.func @f(%a: i32) {
// expected-note @-1 {{prior use here}}
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i64
  // expected-error @above {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %b, %a : i32  // expected-note {{previously used here with type 'i32'}}
  // expected-error @+1 {{definition of SSA value '%b#0' has type 'i64'}}
  %b = arith.constant 1 : i64
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = arith.addi %b, %a : i32
  // expected-note @below {{operand defined here (op in the same block)}}
  %b = arith.constant 1 : i32
  return %1 : i32
}

// -----

func.func @f(%a: i32, %b: i32) {
  %0:2 = arith.addi %a, %b : i32
  // expected-error @above {{operation defines 1 results but was provided 2 to bind}}
  return
}

// -----

func.func @f(%x: f32) {
  %a = math.sincos %x : f32
  // expected-error @-1 {{operation defines 2 results but was provided 1 to bind}}
  return
}

// -----

func.func @f(%x: f32) -> f32 {
  %s:2 = math.sincos %x : f32
  // expected-error @+1 {{reference to invalid result number}}
  return %s#2 : f32
}

// -----

func.func @f(%x: i32) -> i32 {
  %a, %b = arith.addi %x, %x : i32  // expected-error {{operation defines 1 results but was provided 2 to bind}}
  return %a : i32
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{reference to an undefined block}}
  cf.cond_br %c, ^bb1, ^bb5
^bb1:
  return
}

// -----

func.func @f() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
// expected-error @below {{redefinition of block '^bb1'}}
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
  // expected-error @above {{type mismatch for bb argument #0 of successor #0}}
^bb1(%x: i64):
  return
}

// -----

func.func @f(%a: i32) {
  cf.br ^bb1(%a, %a : i32, i32)
  // expected-error @-1 {{branch has 2 operands for successor #0, but target block has 1}}
^bb1(%x: i32):
  return
}

// -----

func.func @outer(%a: i32) {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner() -> i32 {
    return %a : i32
  }
  return
}

// -----

func.func @f() {  // expected-error {{empty block: expect at least a terminator}}
  %0 = arith.constant 0 : index
  cf.br ^bb1
^bb1:
  return
^bb2:
}

// -----

func.func @f() -> i32 {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32}}
  %0 = arith.constant 0 : i32
}

// -----

func.func @f() {
  %c = arith.constant 1 : i32
  return
  // expected-error @below {{expected ':'}}
  %d = arith.constant 2 : i32
}

// -----

func.func private @f(!foo.bar)
// expected-error @above {{`!"foo"<"bar">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}

// -----

func.func private @f(i32x)
// expected-error @-1 {{expected non-function type}}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f(tensor<4xfoo>)

// -----

func.func private @f(tensor<4x?xf32)  // expected-error {{expected '>' in tensor type}}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f(vector<?xf32>)

// -----

// expected-error @below {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(vector<4xcomplex<f32>>)

// -----

func.func private @f(tensor<-1xf32>)
// expected-error @above {{expected non-function type}}

// -----

func.func private @f(memref<4xf32, 1, 2>)
// expected-error @-1 {{multiple memory spaces specified in memref type}}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f(complex<i1x>)

// -----

func.func private @f(memref<4xtensor<2xf32>>)  // expected-error {{invalid memref element type}}

// -----

// expected-error @+1 {{expected '>' in tensor type}}
func.func private @f(tensor<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[1]>>)

// -----

// expected-error @below {{expected integer value}}
func.func private @f(!llvm.ptr<addr>)
// expected-error @above {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}

// -----

func.func @f() {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<4xi32>
  // expected-error @-1 {{inferred shape of elements literal ([3]) does not match type ([4])}}
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %0 = arith.constant dense<[[1, 2], [3]]> : tensor<2x2xi32>
  return
}

// -----

func.func @f() {
  %0 = arith.constant dense<1.5> : tensor<2xi32>  // expected-error {{expected integer elements, but parsed floating-point}}
  return
}

// -----

func.func @f() {
  // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note @below {{add a trailing dot to make the literal a float}}
  %0 = arith.constant dense<[1, 2]> : tensor<2xf32>
  return
}

// -----

func.func @f() {
  %0 = arith.constant dense<"0x0102"> : tensor<4xi32>
  // expected-error @above {{elements hex data size is invalid for provided type: 'tensor<4xi32>'}}
  return
}

// -----

func.func @f() {
  %0 = arith.constant sparse<[[0, 0], [1, 1]], [1.0]> : tensor<2x2xf32>
  // expected-error @-1 {{expected shape ([2, 2]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])}}
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
  %0 = arith.constant sparse<[[0, 0, 0]], [1.0]> : tensor<2x2xf32>
  return
}

// -----

func.func @f() {
  %0 = arith.constant 256 : i8  // expected-error {{integer constant out of range for attribute}}
  return
}

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
func.func private @f() attributes {x = -0 : i32}

// -----

// expected-error @below {{negative integer literal not valid for unsigned integer type}}
func.func private @f() attributes {x = -1 : ui8}

// -----

func.func private @f() attributes {x = 1e3 : f64}
// expected-error @above {{expected '}' in attribute dictionary}}

// -----

func.func private @f() attributes {x = 1.0 : i32}
// expected-error @-1 {{floating point value not valid for specified type}}

// -----

// expected-error @+1 {{expected '"' in string literal}}
func.func private @f() attributes {x = "unterminated}

// -----

func.func private @f() attributes {x = #undefined_alias}  // expected-error {{undefined symbol alias id 'undefined_alias'}}

// -----

#a = 1 : i32
// expected-error @+1 {{redefinition of attribute alias id 'a'}}
#a = 2 : i32
func.func private @f() attributes {x = #a}

// -----

!t = i32
// expected-error @below {{redefinition of type alias id 't'}}
!t = f32
func.func private @f(!t)

// -----

#my.alias = 1 : i32
// expected-error @above {{attribute names with a '.' are reserved for dialect-defined names}}
func.func private @f() attributes {x = #my.alias}

// -----

func.func private @f() attributes {x = array<i32: 1, 2.5>}
// expected-error @-1 {{expected integer literal}}

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @f() attributes {x = affine_map<(d0, d1) -> (d0 * d1)>}

// -----

func.func private @f() attributes {x = affine_map<(d0) -> (d1)>}  // expected-error {{use of undeclared identifier}}

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
func.func private @f() attributes {x = {a = 1, a = 2}}

// -----

// expected-error @below {{expected ',' or ']'}}
func.func private @f() attributes {x = [1, 2}

// -----

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a
  // expected-error @above {{expected ':'}}
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  %0 arith.addi %a, %a : i32
  // expected-error @-1 {{expected '=' after SSA name}}
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{expected ','}}
  %0 = arith.addi %a %a : i32
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  %0 = arith.add %a, %a : i32  // expected-error {{custom op 'arith.add' is unknown}}
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+2 {{Dialect `foo' not found for custom op 'foo.bar' }}
  // expected-note @below {{Available dialects: }}
  %0 = foo.bar %a : i32
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  %0 = "foo.bar"(%a) : (i32) -> i32
  // expected-error @above {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32) -> i32
  // expected-error @-1 {{expected 2 operand types but had 1}}
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}  // expected-error {{expected operation name in quotes}}
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{invalid block name}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32 ^
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @below {{expected operation name in quotes}}
  return %a : i32
