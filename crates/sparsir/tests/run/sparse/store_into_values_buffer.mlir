// A store into the buffer `sparse_tensor.values` returned changes the tensor in MLIR 22;
// sparsir's tensors are values, so the store could not reach the tensor: refused with
// an error naming the op, never run with the tensor silently unchanged.
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %c = arith.constant sparse<[[1], [3]], [5.0, 7.0]> : tensor<4xf64>
    %u = sparse_tensor.convert %c : tensor<4xf64> to tensor<?xf64, #CV>
    %v = sparse_tensor.values %u : tensor<?xf64, #CV> to memref<?xf64>
    %w = memref.cast %v : memref<?xf64> to memref<2xf64>
    %c0 = arith.constant 0 : index
    %x = arith.constant 9.0 : f64
    memref.store %x, %w[%c0] : memref<2xf64>
    sparse_tensor.print %u : tensor<?xf64, #CV>
    return
  }
}
