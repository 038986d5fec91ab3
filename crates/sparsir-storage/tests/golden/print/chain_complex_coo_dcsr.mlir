// Checks complex<f64> through COO -> DCSR -> loose CSR.
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#LCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[(0.0, 0.0), (1.0, -1.0)], [(0.0, 0.0), (0.0, 0.0)], [(2.5, 0.0), (0.0, 3.0)]]> : tensor<3x2xcomplex<f64>>
    %s2 = sparse_tensor.convert %d1 : tensor<3x2xcomplex<f64>> to tensor<3x2xcomplex<f64>, #COO>
    sparse_tensor.print %s2 : tensor<3x2xcomplex<f64>, #COO>
    %s3 = sparse_tensor.convert %s2 : tensor<3x2xcomplex<f64>, #COO> to tensor<3x2xcomplex<f64>, #DCSR>
    sparse_tensor.print %s3 : tensor<3x2xcomplex<f64>, #DCSR>
    %s4 = sparse_tensor.convert %s3 : tensor<3x2xcomplex<f64>, #DCSR> to tensor<3x2xcomplex<f64>, #LCSR>
    sparse_tensor.print %s4 : tensor<3x2xcomplex<f64>, #LCSR>
    bufferization.dealloc_tensor %s2 : tensor<3x2xcomplex<f64>, #COO>
    bufferization.dealloc_tensor %s3 : tensor<3x2xcomplex<f64>, #DCSR>
    bufferization.dealloc_tensor %s4 : tensor<3x2xcomplex<f64>, #LCSR>
    return
  }
}
