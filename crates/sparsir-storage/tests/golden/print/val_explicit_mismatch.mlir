// Checks explicitVal = 1.0 : f64 when the stored nonzeros differ from it: MLIR keeps the actual values.
#CSR_ONE = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed),
  explicitVal = 1.0 : f64
}>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[2.0, 0.0, 0.0, 1.0], [0.0, -3.0, 0.0, 0.0]]> : tensor<2x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<2x4xf64> to tensor<2x4xf64, #CSR_ONE>
    sparse_tensor.print %s2 : tensor<2x4xf64, #CSR_ONE>
    bufferization.dealloc_tensor %s2 : tensor<2x4xf64, #CSR_ONE>
    return
  }
}
