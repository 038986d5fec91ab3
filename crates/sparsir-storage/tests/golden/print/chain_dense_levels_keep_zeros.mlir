// Checks that zeros stored by all-dense levels stay stored through sparse->sparse converts: dense-level vector -> compressed, 2-D dense levels -> CSR -> DCSR.
#DV = #sparse_tensor.encoding<{ map = (i) -> (i : dense) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#DENSE2 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : dense) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[0.0, 2.0, 0.0, 0.0, -3.0]> : tensor<5xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<5xf64> to tensor<5xf64, #DV>
    sparse_tensor.print %s2 : tensor<5xf64, #DV>
    %s3 = sparse_tensor.convert %s2 : tensor<5xf64, #DV> to tensor<5xf64, #SV>
    sparse_tensor.print %s3 : tensor<5xf64, #SV>
    %d4 = arith.constant dense<[[0.0, 1.5, 0.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf64>
    %s5 = sparse_tensor.convert %d4 : tensor<2x3xf64> to tensor<2x3xf64, #DENSE2>
    sparse_tensor.print %s5 : tensor<2x3xf64, #DENSE2>
    %s6 = sparse_tensor.convert %s5 : tensor<2x3xf64, #DENSE2> to tensor<2x3xf64, #CSR>
    sparse_tensor.print %s6 : tensor<2x3xf64, #CSR>
    %s7 = sparse_tensor.convert %s6 : tensor<2x3xf64, #CSR> to tensor<2x3xf64, #DCSR>
    sparse_tensor.print %s7 : tensor<2x3xf64, #DCSR>
    bufferization.dealloc_tensor %s2 : tensor<5xf64, #DV>
    bufferization.dealloc_tensor %s3 : tensor<5xf64, #SV>
    bufferization.dealloc_tensor %s5 : tensor<2x3xf64, #DENSE2>
    bufferization.dealloc_tensor %s6 : tensor<2x3xf64, #CSR>
    bufferization.dealloc_tensor %s7 : tensor<2x3xf64, #DCSR>
    return
  }
}
