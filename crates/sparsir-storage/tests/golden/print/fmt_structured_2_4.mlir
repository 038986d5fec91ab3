// Checks structured[2, 4] on a 3x8 matrix with exactly two nonzeros in every 1x4 block.
#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 0.0, 0.0, 3.0, 4.0],
                                [0.0, 5.0, 0.0, 6.0, 7.0, 0.0, 8.0, 0.0],
                                [0.0, 0.0, 9.0, 10.0, 11.0, 0.0, 0.0, 12.0]]> : tensor<3x8xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x8xf64> to tensor<3x8xf64, #NV_24>
    sparse_tensor.print %s2 : tensor<3x8xf64, #NV_24>
    bufferization.dealloc_tensor %s2 : tensor<3x8xf64, #NV_24>
    return
  }
}
