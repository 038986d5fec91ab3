// Checks structured[1, 4] on a 2x8 matrix with exactly one nonzero per block.
#NV_14 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[1, 4]) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 2.0], [3.0, 0.0, 0.0, 0.0, 0.0, 4.0, 0.0, 0.0]]> : tensor<2x8xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<2x8xf64> to tensor<2x8xf64, #NV_14>
    sparse_tensor.print %s2 : tensor<2x8xf64, #NV_14>
    bufferization.dealloc_tensor %s2 : tensor<2x8xf64, #NV_14>
    return
  }
}
