// Checks (loose_compressed, loose_compressed) on a 5x3 matrix with empty first, middle and last rows.
#LL = #sparse_tensor.encoding<{ map = (i, j) -> (i : loose_compressed, j : loose_compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 0.0], [1.0, 0.0, 2.0], [0.0, 0.0, 0.0], [0.0, 3.0, 0.0], [0.0, 0.0, 0.0]]> : tensor<5x3xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<5x3xf64> to tensor<5x3xf64, #LL>
    sparse_tensor.print %s2 : tensor<5x3xf64, #LL>
    bufferization.dealloc_tensor %s2 : tensor<5x3xf64, #LL>
    return
  }
}
