// Checks a nonzero splat dense<2.0> : tensor<2x3xf64> into CSR (every entry stored).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<2.0> : tensor<2x3xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    sparse_tensor.print %s2 : tensor<2x3xf64, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<2x3xf64, #CSR>
    return
  }
}
