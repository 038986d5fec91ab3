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
