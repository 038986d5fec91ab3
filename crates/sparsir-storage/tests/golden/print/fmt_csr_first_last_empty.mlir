// Checks CSR when the first and the last row are empty.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [7.0, 0.0, 0.0, 0.0, 0.0, -1.0],
                                [0.0, 0.0, 2.5, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
    sparse_tensor.print %s2 : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #CSR>
    return
  }
}
