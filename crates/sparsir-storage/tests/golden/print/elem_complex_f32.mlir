// Checks complex<f32> in COO, including (0, -0.0) which is not stored.
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[(0.0, 0.0), (2.5, 0.0), (0.0, -0.0)], [(0.0, 0.0), (-1.0, 4.0), (0.0, 0.0)]]> : tensor<2x3xcomplex<f32>>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3xcomplex<f32>> to tensor<2x3xcomplex<f32>, #COO>
    sparse_tensor.print %s2 : tensor<2x3xcomplex<f32>, #COO>
    bufferization.dealloc_tensor %s2 : tensor<2x3xcomplex<f32>, #COO>
    return
  }
}
