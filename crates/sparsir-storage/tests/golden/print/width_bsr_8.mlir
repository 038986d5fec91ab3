// Checks BSR 2x2 with posWidth = 8, crdWidth = 8 on the seed's 4x6 matrix.
#BSR8 = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense),
  posWidth = 8,
  crdWidth = 8
}>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 4.0, 0.0],
                                [0.0, 3.0, 0.0, 0.0, 0.0, 5.0],
                                [0.0, 0.0, 6.0, 7.0, 0.0, 0.0],
                                [0.0, 0.0, 8.0, 0.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #BSR8>
    sparse_tensor.print %s2 : tensor<4x6xf64, #BSR8>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #BSR8>
    return
  }
}
