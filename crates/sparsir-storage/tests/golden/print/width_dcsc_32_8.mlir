// Checks the seed's DCSC with posWidth = 32, crdWidth = 8 on an 8x8 matrix.
#DCSC_32_8 = #sparse_tensor.encoding<{
  map = (i, j) -> (j : compressed, i : compressed),
  posWidth = 32,
  crdWidth = 8
}>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0],
                                [0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [3.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 5.0, 0.0, 0.0, 0.0, 6.0],
                                [0.0, 7.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 8.0, 0.0]]> : tensor<8x8xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<8x8xf64> to tensor<8x8xf64, #DCSC_32_8>
    sparse_tensor.print %s2 : tensor<8x8xf64, #DCSC_32_8>
    bufferization.dealloc_tensor %s2 : tensor<8x8xf64, #DCSC_32_8>
    return
  }
}
