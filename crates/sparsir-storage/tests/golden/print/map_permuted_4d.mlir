// Checks a 4-D permutation (i, j, k, l) -> (l : dense, j : compressed, i : compressed, k : compressed).
#P4 = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (l : dense, j : compressed, i : compressed, k : compressed) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[0, 2, 1, 0], [1, 0, 0, 2], [0, 0, 1, 1], [1, 2, 1, 2], [1, 0, 1, 0]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<2x3x2x3xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<2x3x2x3xf64> to tensor<2x3x2x3xf64, #P4>
    sparse_tensor.print %s2 : tensor<2x3x2x3xf64, #P4>
    bufferization.dealloc_tensor %s2 : tensor<2x3x2x3xf64, #P4>
    return
  }
}
