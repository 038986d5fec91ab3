// Checks CSR with compressed(nonordered) built from a sparse literal listed out of order.
#CSR_NO = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed(nonordered)) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[2, 3], [0, 1], [2, 0], [1, 1], [0, 0]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<3x4xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<3x4xf64> to tensor<3x4xf64, #CSR_NO>
    sparse_tensor.print %s2 : tensor<3x4xf64, #CSR_NO>
    bufferization.dealloc_tensor %s2 : tensor<3x4xf64, #CSR_NO>
    return
  }
}
