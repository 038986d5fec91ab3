// Checks f32 values in CSC (values in column order).
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.5, 0.0, 0.25], [0.0, 0.0, 0.0], [0.001, -0.125, 0.0]]> : tensor<3x3xf32>
    %s2 = sparse_tensor.convert %d1 : tensor<3x3xf32> to tensor<3x3xf32, #CSC>
    sparse_tensor.print %s2 : tensor<3x3xf32, #CSC>
    bufferization.dealloc_tensor %s2 : tensor<3x3xf32, #CSC>
    return
  }
}
