// Checks a 1x1 CSR and DCSR tensor holding one nonzero, and a 1x1 all-zero DCSR.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[-4.5]]> : tensor<1x1xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<1x1xf64> to tensor<1x1xf64, #CSR>
    sparse_tensor.print %s2 : tensor<1x1xf64, #CSR>
    %s3 = sparse_tensor.convert %d1 : tensor<1x1xf64> to tensor<1x1xf64, #DCSR>
    sparse_tensor.print %s3 : tensor<1x1xf64, #DCSR>
    %d4 = arith.constant dense<[[0.0]]> : tensor<1x1xf64>
    %s5 = sparse_tensor.convert %d4 : tensor<1x1xf64> to tensor<1x1xf64, #DCSR>
    sparse_tensor.print %s5 : tensor<1x1xf64, #DCSR>
    bufferization.dealloc_tensor %s2 : tensor<1x1xf64, #CSR>
    bufferization.dealloc_tensor %s3 : tensor<1x1xf64, #DCSR>
    bufferization.dealloc_tensor %s5 : tensor<1x1xf64, #DCSR>
    return
  }
}
