// Checks a sparse literal whose values are a splat (2.5 at every listed coordinate) into DCSR.
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[2, 1], [0, 3], [2, 0]], 2.5> : tensor<3x4xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<3x4xf64> to tensor<3x4xf64, #DCSR>
    sparse_tensor.print %s2 : tensor<3x4xf64, #DCSR>
    bufferization.dealloc_tensor %s2 : tensor<3x4xf64, #DCSR>
    return
  }
}
