// Structural checks every program gets: region isolation, block terminators, symbol
// redefinition, notes at other ops. Confirmed with
// `mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics`
// (sparsir accepts ops of unknown dialects in the generic form).

func.func @outer(%a: i32) {
  builtin.module {
    // expected-note @+1 {{required by region isolation constraints}}
    func.func @inner() -> i32 {
      // expected-error @+1 {{'func.return' op using value defined outside the region}}
      return %a : i32
    }
  }
  return
}

// -----

%a = "test.v"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
func.func @inner() -> i32 {
  // expected-error @+1 {{'func.return' op using value defined outside the region}}
  return %a : i32
}

// -----

func.func @f() {
  "test.x"() ({
  ^bb0:
    // expected-error @+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 0 : index}> : () -> index}}
    %0 = arith.constant 0 : index
  ^bb1:
    "test.t"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  %c = arith.constant 0 : index
  scf.for %i = %c to %c step %c {
    %x = arith.constant 1 : index
  }
  return
}

// -----

func.func private @g() -> (i32, f32)
func.func @f(%a: i32) -> (f32, i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'f32', 'i32'}}
  // expected-note @+1 {{function result types: 'i32', 'f32'}}
  %0:2 = func.call @g() : () -> (f32, i32)
  return %0#0, %0#1 : f32, i32
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
func.func private @g()
// expected-error @+1 {{redefinition of symbol named 'f'}}
memref.global "private" @f : memref<2xf32>
