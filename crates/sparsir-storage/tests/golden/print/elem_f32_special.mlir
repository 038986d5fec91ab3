// Checks f32 nan, inf, -inf, -0.0 (not stored), 1e10, 3e-5, subnormal and max in CSR.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0x7FC00000, 0x7F800000, 0xFF800000, -0.0, 10000000000.0],
                                [3.0e-05, 0.0, 1.0e-40, 3.4028235e+38, -7.5]]> : tensor<2x5xf32>
    %s2 = sparse_tensor.convert %d1 : tensor<2x5xf32> to tensor<2x5xf32, #CSR>
    sparse_tensor.print %s2 : tensor<2x5xf32, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<2x5xf32, #CSR>
    return
  }
}
