// Checks an all-zero CSR tensor (3x4) built from a splat dense<0.0>.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<0.0> : tensor<3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    sparse_tensor.print %s2 : tensor<3x4xf64, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<3x4xf64, #CSR>
    return
  }
}
