// Checks (dense, compressed(nonunique)) built from dense data (no duplicates arise).
#CSR_NU = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed(nonunique)) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 1.5, 0.0, 0.0, -2.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [3.0, 0.0, 0.0, 4.25, 0.0, 0.0],
                                [0.0, 0.0, -5.0, 0.0, 0.0, 6.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #CSR_NU>
    sparse_tensor.print %s2 : tensor<4x6xf64, #CSR_NU>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #CSR_NU>
    return
  }
}
