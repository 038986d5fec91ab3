// Checks implicitVal = 0.0 : f32 alone on an f32 DCSR matrix.
#DCSR_Z = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed, j : compressed),
  implicitVal = 0.0 : f32
}>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 0.0], [0.0, 2.5, 0.0], [-1.0, 0.0, 0.0]]> : tensor<3x3xf32>
    %s2 = sparse_tensor.convert %d1 : tensor<3x3xf32> to tensor<3x3xf32, #DCSR_Z>
    sparse_tensor.print %s2 : tensor<3x3xf32, #DCSR_Z>
    bufferization.dealloc_tensor %s2 : tensor<3x3xf32, #DCSR_Z>
    return
  }
}
