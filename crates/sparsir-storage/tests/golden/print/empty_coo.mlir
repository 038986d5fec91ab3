// Checks an all-zero COO tensor (3x4) built from a splat dense<0.0>.
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<0.0> : tensor<3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x4xf64> to tensor<3x4xf64, #COO>
    sparse_tensor.print %s2 : tensor<3x4xf64, #COO>
    bufferization.dealloc_tensor %s2 : tensor<3x4xf64, #COO>
    return
  }
}
