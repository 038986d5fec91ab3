// Checks i32 values through CSR -> CSC -> COO.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0, -7, 0, 0], [100, 0, 0, 2147483647], [0, 0, -2147483648, 0]]> : tensor<3x4xi32>
    %s2 = sparse_tensor.convert %d1 : tensor<3x4xi32> to tensor<3x4xi32, #CSR>
    sparse_tensor.print %s2 : tensor<3x4xi32, #CSR>
    %s3 = sparse_tensor.convert %s2 : tensor<3x4xi32, #CSR> to tensor<3x4xi32, #CSC>
    sparse_tensor.print %s3 : tensor<3x4xi32, #CSC>
    %s4 = sparse_tensor.convert %s3 : tensor<3x4xi32, #CSC> to tensor<3x4xi32, #COO>
    sparse_tensor.print %s4 : tensor<3x4xi32, #COO>
    bufferization.dealloc_tensor %s2 : tensor<3x4xi32, #CSR>
    bufferization.dealloc_tensor %s3 : tensor<3x4xi32, #CSC>
    bufferization.dealloc_tensor %s4 : tensor<3x4xi32, #COO>
    return
  }
}
