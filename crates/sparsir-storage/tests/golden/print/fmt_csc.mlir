// Checks CSC (j : dense, i : compressed) of a 5x8 matrix with empty columns.
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 2.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [3.0, 0.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 5.0, 0.0, 0.0, 0.0, 0.0, 6.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 7.0, 0.0]]> : tensor<5x8xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<5x8xf64> to tensor<5x8xf64, #CSC>
    sparse_tensor.print %s2 : tensor<5x8xf64, #CSC>
    bufferization.dealloc_tensor %s2 : tensor<5x8xf64, #CSC>
    return
  }
}
