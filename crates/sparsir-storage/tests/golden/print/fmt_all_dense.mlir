// Checks a 2-D encoding with only dense levels: every entry of the 3x4 matrix is stored, zeros included.
#DENSE2 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : dense) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 1.0, 0.0, 2.0], [0.0, 0.0, 0.0, 0.0], [3.0, 0.0, 0.0, 4.0]]> : tensor<3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x4xf64> to tensor<3x4xf64, #DENSE2>
    sparse_tensor.print %s2 : tensor<3x4xf64, #DENSE2>
    bufferization.dealloc_tensor %s2 : tensor<3x4xf64, #DENSE2>
    return
  }
}
