// Checks (compressed(nonordered), compressed(nonordered)) from an out-of-order sparse literal.
#DCSR_NO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonordered), j : compressed(nonordered)) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[3, 3], [0, 1], [3, 0], [1, 2]], [1.0, 2.0, 3.0, 4.0]> : tensor<4x4xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<4x4xf64> to tensor<4x4xf64, #DCSR_NO>
    sparse_tensor.print %s2 : tensor<4x4xf64, #DCSR_NO>
    bufferization.dealloc_tensor %s2 : tensor<4x4xf64, #DCSR_NO>
    return
  }
}
