// Checks width changes CSR 64 -> DCSR 8 -> CSC 32 -> COO 16/8.
#CSR64 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#DCSR8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed), posWidth = 8, crdWidth = 8 }>
#CSC32 = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed), posWidth = 32, crdWidth = 32 }>
#COO16_8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 16, crdWidth = 8 }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 1.5, 0.0, 0.0, -2.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [3.0, 0.0, 0.0, 4.25, 0.0, 0.0],
                                [0.0, 0.0, -5.0, 0.0, 0.0, 6.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #CSR64>
    sparse_tensor.print %s2 : tensor<4x6xf64, #CSR64>
    %s3 = sparse_tensor.convert %s2 : tensor<4x6xf64, #CSR64> to tensor<4x6xf64, #DCSR8>
    sparse_tensor.print %s3 : tensor<4x6xf64, #DCSR8>
    %s4 = sparse_tensor.convert %s3 : tensor<4x6xf64, #DCSR8> to tensor<4x6xf64, #CSC32>
    sparse_tensor.print %s4 : tensor<4x6xf64, #CSC32>
    %s5 = sparse_tensor.convert %s4 : tensor<4x6xf64, #CSC32> to tensor<4x6xf64, #COO16_8>
    sparse_tensor.print %s5 : tensor<4x6xf64, #COO16_8>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #CSR64>
    bufferization.dealloc_tensor %s3 : tensor<4x6xf64, #DCSR8>
    bufferization.dealloc_tensor %s4 : tensor<4x6xf64, #CSC32>
    bufferization.dealloc_tensor %s5 : tensor<4x6xf64, #COO16_8>
    return
  }
}
