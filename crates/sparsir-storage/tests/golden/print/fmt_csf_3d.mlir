// Checks CSF (compressed x3) of a 2x3x4 tensor.
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [2.0, 0.0, 0.0, 3.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 4.0, 0.0], [0.0, 0.0, 0.0, 0.0]]]> : tensor<2x3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3x4xf64> to tensor<2x3x4xf64, #CSF>
    sparse_tensor.print %s2 : tensor<2x3x4xf64, #CSF>
    bufferization.dealloc_tensor %s2 : tensor<2x3x4xf64, #CSF>
    return
  }
}
