// Checks explicitVal = 1.0 : f64 on a CSR pattern matrix whose nonzeros are all 1.0.
#CSR_ONE = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed),
  explicitVal = 1.0 : f64
}>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 1.0, 0.0, 1.0]]> : tensor<3x5xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x5xf64> to tensor<3x5xf64, #CSR_ONE>
    sparse_tensor.print %s2 : tensor<3x5xf64, #CSR_ONE>
    bufferization.dealloc_tensor %s2 : tensor<3x5xf64, #CSR_ONE>
    return
  }
}
