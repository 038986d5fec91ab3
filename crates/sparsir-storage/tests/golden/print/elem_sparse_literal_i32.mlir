// Checks an out-of-order i32 sparse literal (with a listed 0) into CSR.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[2, 1], [0, 3], [1, 1], [0, 0]], [5, -6, 0, 8]> : tensor<3x4xi32>
    %s2 = sparse_tensor.convert %c1 : tensor<3x4xi32> to tensor<3x4xi32, #CSR>
    sparse_tensor.print %s2 : tensor<3x4xi32, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<3x4xi32, #CSR>
    return
  }
}
