// Checks the seed's BCOO with compressed(nonunique, high) (= loose_compressed(nonunique)); modern spelling (twin of ../seedext_bcoo_high.mlir, whose expected output it produces).
#BCOO = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : loose_compressed(nonunique), k : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[[0.0, 0.0, 2.0, 0.0], [1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 3.0, 0.0, 4.0], [0.0, 0.0, 5.0, 0.0]]]> : tensor<3x3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x3x4xf64> to tensor<3x3x4xf64, #BCOO>
    sparse_tensor.print %s2 : tensor<3x3x4xf64, #BCOO>
    bufferization.dealloc_tensor %s2 : tensor<3x3x4xf64, #BCOO>
    return
  }
}
