// Checks a permuted 3-D map (i, j, k) -> (k : compressed, i : dense, j : compressed).
#KIJ = #sparse_tensor.encoding<{ map = (i, j, k) -> (k : compressed, i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [2.0, 0.0, 0.0, 3.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 4.0, 0.0], [0.0, 0.0, 0.0, 0.0]]]> : tensor<2x3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3x4xf64> to tensor<2x3x4xf64, #KIJ>
    sparse_tensor.print %s2 : tensor<2x3x4xf64, #KIJ>
    bufferization.dealloc_tensor %s2 : tensor<2x3x4xf64, #KIJ>
    return
  }
}
