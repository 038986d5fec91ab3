// Checks i16 values incl. -32768 and 32767 in COO.
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0, -32768, 0], [32767, 0, -2]]> : tensor<2x3xi16>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3xi16> to tensor<2x3xi16, #COO>
    sparse_tensor.print %s2 : tensor<2x3xi16, #COO>
    bufferization.dealloc_tensor %s2 : tensor<2x3xi16, #COO>
    return
  }
}
