// Checks (dense, loose_compressed) when the first and the last parents are empty.
#LCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [7.0, 0.0, 0.0, 0.0, 0.0, -1.0],
                                [0.0, 0.0, 2.5, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #LCSR>
    sparse_tensor.print %s2 : tensor<4x6xf64, #LCSR>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #LCSR>
    return
  }
}
