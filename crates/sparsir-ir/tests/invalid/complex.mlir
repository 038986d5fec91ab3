// complex programs MLIR 22 rejects, with its messages (checked with mlir-opt
// --split-input-file --verify-diagnostics).

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{custom op 'complex.add' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.add %a, %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{custom op 'complex.create' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.create %a, %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{custom op 'complex.re' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.re %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{custom op 'complex.eq' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.eq %a, %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{custom op 'complex.re' 'complex' must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.re %zi : complex<i32>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.add %zi, %zi : complex<i32>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.eq %zi, %zi : complex<i32>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%z) : (complex<f32>) -> f64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%z) : (complex<f32>) -> f64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{requires the same type for all operands and results}}
  %0 = "complex.add"(%z, %zd) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %a) : (f32, f32) -> complex<f64>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.eq"(%z, %z) : (complex<f32>, complex<f32>) -> i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0, 2.0] : complex<f32>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{custom op 'complex.constant' invalid kind of attribute specified}}
  %0 = complex.constant {foo} [1.0 : f32, 2.0 : f32] : complex<f32>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{result #0 must be complex-type, but got 'f32'}}
  %0 = "complex.constant"() {value = [1.0 : f32, 2.0 : f32]} : () -> f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %z: complex<f32>, %zd: complex<f64>, %zi: complex<i32>) {
  // expected-error@+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %zd : complex<f64> to i64
  return
}
