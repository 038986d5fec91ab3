// Checks BSR with 2x3 blocks (i floordiv 2, j floordiv 3, i mod 2, j mod 3) on a 4x6 matrix.
#BSR23 = #sparse_tensor.encoding<{
  map = (i, j) ->
    ( i floordiv 2 : dense,
      j floordiv 3 : compressed,
      i mod 2 : dense,
      j mod 3 : dense )
}>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 3.0, 0.0, 0.0, 0.0],
                                [0.0, 4.0, 0.0, 0.0, 0.0, 5.0],
                                [0.0, 0.0, 0.0, 6.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #BSR23>
    sparse_tensor.print %s2 : tensor<4x6xf64, #BSR23>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #BSR23>
    return
  }
}
