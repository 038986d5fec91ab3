// Checks i1 (true/false and 1/0 literals) in CSR: stored values print as 1.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[true, false, false, 1], [false, 0, true, false]]> : tensor<2x4xi1>
    %s2 = sparse_tensor.convert %d1 : tensor<2x4xi1> to tensor<2x4xi1, #CSR>
    sparse_tensor.print %s2 : tensor<2x4xi1, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<2x4xi1, #CSR>
    return
  }
}
