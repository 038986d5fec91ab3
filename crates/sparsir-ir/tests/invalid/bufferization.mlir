// Invalid bufferization programs with MLIR 22's diagnostics.

func.func @f(%n: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return
}

// -----

func.func @f(%n: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %d: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %d: tensor<8xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}
