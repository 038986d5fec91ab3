// Checks (loose_compressed, compressed): a loose root level over a compressed level.
#LC_C = #sparse_tensor.encoding<{ map = (i, j) -> (i : loose_compressed, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [7.0, 0.0, 0.0, 0.0, 0.0, -1.0],
                                [0.0, 0.0, 2.5, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #LC_C>
    sparse_tensor.print %s2 : tensor<4x6xf64, #LC_C>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #LC_C>
    return
  }
}
