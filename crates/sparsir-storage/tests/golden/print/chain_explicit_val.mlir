// Checks conversions between encodings carrying explicitVal = 1.0 : f64 (CSR -> DCSC -> COO).
#CSR_ONE = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), explicitVal = 1.0 : f64 }>
#DCSC_ONE = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed), explicitVal = 1.0 : f64, implicitVal = 0.0 : f64 }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 1.0, 0.0, 1.0], [0.0, 0.0, 0.0, 0.0], [1.0, 0.0, 1.0, 0.0]]> : tensor<3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x4xf64> to tensor<3x4xf64, #CSR_ONE>
    sparse_tensor.print %s2 : tensor<3x4xf64, #CSR_ONE>
    %s3 = sparse_tensor.convert %s2 : tensor<3x4xf64, #CSR_ONE> to tensor<3x4xf64, #DCSC_ONE>
    sparse_tensor.print %s3 : tensor<3x4xf64, #DCSC_ONE>
    %s4 = sparse_tensor.convert %s3 : tensor<3x4xf64, #DCSC_ONE> to tensor<3x4xf64, #COO>
    sparse_tensor.print %s4 : tensor<3x4xf64, #COO>
    bufferization.dealloc_tensor %s2 : tensor<3x4xf64, #CSR_ONE>
    bufferization.dealloc_tensor %s3 : tensor<3x4xf64, #DCSC_ONE>
    bufferization.dealloc_tensor %s4 : tensor<3x4xf64, #COO>
    return
  }
}
