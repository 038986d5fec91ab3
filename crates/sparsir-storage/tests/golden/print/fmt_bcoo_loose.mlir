// Checks (dense, loose_compressed(nonunique), singleton): the modern spelling of the seed's BCOO with high bounds.
#BCOO_L = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : loose_compressed(nonunique), k : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[[0.0, 0.0, 2.0, 0.0], [1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 3.0, 0.0, 4.0], [0.0, 0.0, 5.0, 0.0]]]> : tensor<3x3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x3x4xf64> to tensor<3x3x4xf64, #BCOO_L>
    sparse_tensor.print %s2 : tensor<3x3x4xf64, #BCOO_L>
    bufferization.dealloc_tensor %s2 : tensor<3x3x4xf64, #BCOO_L>
    return
  }
}
