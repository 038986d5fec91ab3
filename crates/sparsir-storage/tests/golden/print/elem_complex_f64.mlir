// Checks complex<f64> in CSR: (0, 0) and (-0.0, 0.0) are not stored, (0, 1) and (nan, 0) are.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[(1.5, -2.0), (0.0, 0.0), (0.0, 1.0)],
                                [(-0.0, 0.0), (0x7FF8000000000000, 0.0), (10000000000.0, 3.0e-05)]]> : tensor<2x3xcomplex<f64>>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3xcomplex<f64>> to tensor<2x3xcomplex<f64>, #CSR>
    sparse_tensor.print %s2 : tensor<2x3xcomplex<f64>, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<2x3xcomplex<f64>, #CSR>
    return
  }
}
