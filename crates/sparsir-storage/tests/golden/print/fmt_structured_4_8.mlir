// Checks structured[4, 8] on a 2x16 matrix with exactly four nonzeros per 1x8 block.
#NV_48 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 8 : dense, j mod 8 : structured[4, 8]) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0, 3.0, 4.0, 0.0, 0.0, 0.0, 0.0, 5.0, 6.0, 7.0, 8.0, 0.0],
                                [0.0, 9.0, 0.0, 10.0, 11.0, 0.0, 12.0, 0.0, 13.0, 14.0, 15.0, 16.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<2x16xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<2x16xf64> to tensor<2x16xf64, #NV_48>
    sparse_tensor.print %s2 : tensor<2x16xf64, #NV_48>
    bufferization.dealloc_tensor %s2 : tensor<2x16xf64, #NV_48>
    return
  }
}
