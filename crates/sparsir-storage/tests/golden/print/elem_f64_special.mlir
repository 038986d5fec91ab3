// Checks f64 nan, -nan, inf, -inf, -0.0 (not stored), 1e10, 3e-5, subnormal, max and 0.1 in COO.
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000],
                                [-0.0, 10000000000.0, 3.0e-05, 0.0],
                                [0x0000000000000001, 1.7976931348623157e+308, 0.1, 123456789.0]]> : tensor<3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x4xf64> to tensor<3x4xf64, #COO>
    sparse_tensor.print %s2 : tensor<3x4xf64, #COO>
    bufferization.dealloc_tensor %s2 : tensor<3x4xf64, #COO>
    return
  }
}
