// Checks DCSR (compressed, compressed): empty rows are not stored at level 0.
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 1.5, 0.0, 0.0, -2.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [3.0, 0.0, 0.0, 4.25, 0.0, 0.0],
                                [0.0, 0.0, -5.0, 0.0, 0.0, 6.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #DCSR>
    sparse_tensor.print %s2 : tensor<4x6xf64, #DCSR>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #DCSR>
    return
  }
}
