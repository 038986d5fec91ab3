// Checks an all-zero 3-D SoA COO tensor built from a nested dense literal of zeros.
#COO3S = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique, soa), k : singleton(soa)) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<2x2x2xf64> to tensor<2x2x2xf64, #COO3S>
    sparse_tensor.print %s2 : tensor<2x2x2xf64, #COO3S>
    bufferization.dealloc_tensor %s2 : tensor<2x2x2xf64, #COO3S>
    return
  }
}
