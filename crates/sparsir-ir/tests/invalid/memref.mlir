// Invalid memref programs with MLIR 22's diagnostics.

func.func @f(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %v = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %a = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %a = memref.alloc(%n)[%n] : memref<?xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 2, expected 1}}
  %a = memref.alloca(%n, %n) : memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %a = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %a = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (128) must equal reassociation group size (8)}}
  %0 = memref.collapse_shape %m [[0]] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<8xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%m: memref<8x16xf32>, %v: i32) {
  // expected-error @+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
  memref.store %v, %m[%v, %v] : memref<8x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [128, 2], strides: [1] : memref<8x16xf32> to memref<128xf32>
  return
}

// -----

memref.global @g : memref<4xi32> = uninitialized
func.func @f() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xi32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (100) must equal reassociation group size (128)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<100xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0] [4, 4, 1] [1, 1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[5, 1]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[5, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type with size = 128 instead of 64 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<64xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloca' op requires one result}}
  "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloc' op requires one result}}
  %a:2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> (memref<2xf32>, memref<2xf32>)
  return
}
