// Checks 3-D SoA COO: singleton(nonunique, soa) and singleton(soa) each keep their own coordinates.
#COO3S = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique, soa), k : singleton(soa)) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [2.0, 0.0, 0.0, 3.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 4.0, 0.0], [0.0, 0.0, 0.0, 0.0]]]> : tensor<2x3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3x4xf64> to tensor<2x3x4xf64, #COO3S>
    sparse_tensor.print %s2 : tensor<2x3x4xf64, #COO3S>
    bufferization.dealloc_tensor %s2 : tensor<2x3x4xf64, #COO3S>
    return
  }
}
