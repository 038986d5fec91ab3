// Checks block-column storage (j floordiv 2 : dense, i floordiv 2 : compressed, j mod 2, i mod 2).
#BSC = #sparse_tensor.encoding<{ map = (i, j) -> (j floordiv 2 : dense, i floordiv 2 : compressed, j mod 2 : dense, i mod 2 : dense) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 4.0, 0.0],
                                [0.0, 3.0, 0.0, 0.0, 0.0, 5.0],
                                [0.0, 0.0, 6.0, 7.0, 0.0, 0.0],
                                [0.0, 0.0, 8.0, 0.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #BSC>
    sparse_tensor.print %s2 : tensor<4x6xf64, #BSC>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #BSC>
    return
  }
}
