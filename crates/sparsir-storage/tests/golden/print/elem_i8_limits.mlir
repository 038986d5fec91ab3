// Checks i8 values incl. -128 and 127 in CSR.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[-128, 0, 127], [0, -1, 1]]> : tensor<2x3xi8>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3xi8> to tensor<2x3xi8, #CSR>
    sparse_tensor.print %s2 : tensor<2x3xi8, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<2x3xi8, #CSR>
    return
  }
}
