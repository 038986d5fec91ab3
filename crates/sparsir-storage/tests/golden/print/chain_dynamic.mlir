// Checks conversions from static sources to dynamic-shape destinations tensor<?x?xf64, #CSR> and tensor<?x6xf64, #DCSC>.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 1.5, 0.0, 0.0, -2.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [3.0, 0.0, 0.0, 4.25, 0.0, 0.0],
                                [0.0, 0.0, -5.0, 0.0, 0.0, 6.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<?x?xf64, #CSR>
    sparse_tensor.print %s2 : tensor<?x?xf64, #CSR>
    %s3 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
    sparse_tensor.print %s3 : tensor<4x6xf64, #CSR>
    %s4 = sparse_tensor.convert %s3 : tensor<4x6xf64, #CSR> to tensor<?x6xf64, #DCSC>
    sparse_tensor.print %s4 : tensor<?x6xf64, #DCSC>
    bufferization.dealloc_tensor %s2 : tensor<?x?xf64, #CSR>
    bufferization.dealloc_tensor %s3 : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %s4 : tensor<?x6xf64, #DCSC>
    return
  }
}
