// math programs MLIR 22 rejects, with its messages (checked with mlir-opt
// --split-input-file --verify-diagnostics).

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %i : i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{operand #0 must be floating-point-like, but got 'index'}}
  %0 = math.exp %x : index
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctlz %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %a, %a : f32, f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{requires the same shape for all operands and results}}
  %0 = math.fpowi %v, %i : vector<4xf32>, i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %i) : (f32, i32) -> f64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%i, %a) : (i32, f32) -> i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isnan %i : i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{custom op 'math.isfinite' 'operand' must be floating-point-like, but got 'index'}}
  %0 = math.isfinite %x : index
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{operand #0 must be floating-point-like, but got 'i32'}}
  %0:2 = math.sincos %i : i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{expected 3 operands, but found 2}}
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{requires the same type for all operands and results}}
  %0 = "math.absf"(%a) : (f32) -> f64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{requires the same type for all operands and results}}
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{requires the same type for all operands and results}}
  %0 = "math.clampf"(%a, %a, %b) : (f32, f32, f64) -> f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.exp"(%a) {fastmath = true} : (f32) -> f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+2 {{custom op 'math.tanh' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.tanh %a fastmath<slow> : f32
  return
}
