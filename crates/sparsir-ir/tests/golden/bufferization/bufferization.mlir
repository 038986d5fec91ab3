// bufferization: alloc_tensor (dynamic sizes, copy, size_hint, memory_space),
// dealloc_tensor, to_tensor (restrict, writable), to_buffer (read_only),
// materialize_in_destination (tensor and memref destinations), clone, dealloc.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @alloc(%n: index, %m: index, %t: tensor<?x8xf32>, %hint: index) {
  %0 = bufferization.alloc_tensor() : tensor<4x4xf32>
  %1 = bufferization.alloc_tensor(%n) : tensor<?x8xf32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<?x8xf32>
  %3 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<16xf64>
  %4 = bufferization.alloc_tensor(%n, %m) size_hint=%hint : tensor<?x?xf64, #CSR>
  %5 = bufferization.alloc_tensor() copy(%0) {memory_space = #gpu.address_space<workgroup>} : tensor<4x4xf32>
  %6 = bufferization.alloc_tensor(%n) {escape = [true]} : tensor<?xi8>
  bufferization.dealloc_tensor %4 : tensor<?x?xf64, #CSR>
  bufferization.dealloc_tensor %1 : tensor<?x8xf32>
  return
}

func.func @conversions(%m: memref<4xf32>, %d: memref<?x?xf64>, %t: tensor<8xi32>) -> memref<8xi32> {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_tensor %d restrict writable : memref<?x?xf64> to tensor<?x?xf64>
  %3 = bufferization.to_buffer %t : tensor<8xi32> to memref<8xi32>
  %4 = bufferization.to_buffer %t read_only : tensor<8xi32> to memref<8xi32>
  %5 = bufferization.to_buffer %2 : tensor<?x?xf64> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  return %4 : memref<8xi32>
}

func.func @materialize(%src: tensor<4xf32>, %dst: tensor<4xf32>, %buf: memref<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %src in restrict writable %buf : (tensor<4xf32>, memref<4xf32>) -> ()
  return %0 : tensor<4xf32>
}

func.func @clone_dealloc(%m: memref<?xf32>, %c: i1, %m2: memref<2xi8>, %c2: i1) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  bufferization.dealloc (%m, %m2 : memref<?xf32>, memref<2xi8>) if (%c, %c2)
  %1:2 = bufferization.dealloc (%m : memref<?xf32>) if (%c) retain (%0, %m2 : memref<?xf32>, memref<2xi8>)
  bufferization.dealloc
  return %0 : memref<?xf32>
}
