// Checks doubly compressed BSR (i floordiv 2 : compressed, j floordiv 2 : compressed, dense, dense) with an empty block row.
#DBSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : compressed, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 1.0, 0.0],
                                [0.0, 0.0, 0.0, 2.0],
                                [0.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0],
                                [3.0, 0.0, 0.0, 0.0],
                                [0.0, 4.0, 5.0, 0.0]]> : tensor<6x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<6x4xf64> to tensor<6x4xf64, #DBSR>
    sparse_tensor.print %s2 : tensor<6x4xf64, #DBSR>
    bufferization.dealloc_tensor %s2 : tensor<6x4xf64, #DBSR>
    return
  }
}
