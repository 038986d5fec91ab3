// vector programs MLIR 22 rejects, with its messages (checked with mlir-opt
// --split-input-file --verify-diagnostics).

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'memref<?x?xf32>'}}
  vector.print %m : memref<?x?xf32>
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{operand #0 must be , but got 'tensor<4xf32>'}}
  vector.print %t : tensor<4xf32>
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{operand #0 must be , but got 'complex<f32>'}}
  vector.print %z : complex<f32>
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "a" punctuation <comma>
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %a : f32 str "a"
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error@+1 {{failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print punctuation <foo>
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error@+1 {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <foo>, %v : vector<4xf32> into f32
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%x], %a : memref<?x?xf32>, vector<4xf32>
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%x, %x], %a {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%x, %x], %a {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%x, %x], %a : memref<?x?xf32>, vector<2x3x4xf32>
  return
}
// -----

func.func @f(%a: f32, %x: index, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<4xf32>, %z: complex<f32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%x] : vector<4xf32>, memref<?x?xf32>
  return
}
// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[4] : f32 from vector<4xf32>
  return
}
// -----

func.func @f(%w: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %w[1, 2, 3] : f32 from vector<2x4xf32>
  return
}
// -----

func.func @f(%a: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %a, %v [4] : f32 into vector<4xf32>
  return
}
// -----

func.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'vector.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>, i32) -> f32
  return
}
// -----

func.func @f(%x: index) {
  // expected-error@+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xf32>'}}
  %0 = "vector.create_mask"(%x) : (index) -> vector<4xf32>
  return
}
// -----

func.func @f(%v: vector<4xf32>, %b: f64) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%v, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f64) -> f32
  return
}
// -----

func.func @f(%m: memref<?xf32>, %x: index, %b: f64) {
  // expected-error@+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %x, %b) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f64) -> vector<4xf32>
  return
}
// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = "vector.broadcast"(%v) : (vector<4xf32>) -> vector<4xf64>
  return
}
// -----

func.func @f(%m: memref<?xf32>) {
  // expected-error@+1 {{'vector.load' op requires 1 indices}}
  %0 = "vector.load"(%m) : (memref<?xf32>) -> vector<4xf32>
  return
}
