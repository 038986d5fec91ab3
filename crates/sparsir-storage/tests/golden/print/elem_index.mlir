// Checks index values in CSR; MLIR prints index as unsigned, so -1 prints as 18446744073709551615.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0, 7, 0], [-1, 0, 123456789012]]> : tensor<2x3xindex>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3xindex> to tensor<2x3xindex, #CSR>
    sparse_tensor.print %s2 : tensor<2x3xindex, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<2x3xindex, #CSR>
    return
  }
}
