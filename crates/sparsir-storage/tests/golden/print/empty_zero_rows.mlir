// Checks a zero-size tensor<0x4xf64> in CSR (positions hold one 0).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<0.0> : tensor<0x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<0x4xf64> to tensor<0x4xf64, #CSR>
    sparse_tensor.print %s2 : tensor<0x4xf64, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<0x4xf64, #CSR>
    return
  }
}
