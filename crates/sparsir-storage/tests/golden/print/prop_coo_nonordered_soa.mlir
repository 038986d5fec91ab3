// Checks COO with compressed(nonunique, nonordered), singleton(nonordered, soa).
#COO_NO_SOA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered, soa)) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[2, 3], [0, 1], [2, 0], [1, 1], [0, 0]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<3x4xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<3x4xf64> to tensor<3x4xf64, #COO_NO_SOA>
    sparse_tensor.print %s2 : tensor<3x4xf64, #COO_NO_SOA>
    bufferization.dealloc_tensor %s2 : tensor<3x4xf64, #COO_NO_SOA>
    return
  }
}
