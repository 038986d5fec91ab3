// Checks a zero-size tensor<3x0xf64> in DCSR and in COO.
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<0.0> : tensor<3x0xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x0xf64> to tensor<3x0xf64, #DCSR>
    sparse_tensor.print %s2 : tensor<3x0xf64, #DCSR>
    %s3 = sparse_tensor.convert %d1 : tensor<3x0xf64> to tensor<3x0xf64, #COO>
    sparse_tensor.print %s3 : tensor<3x0xf64, #COO>
    bufferization.dealloc_tensor %s2 : tensor<3x0xf64, #DCSR>
    bufferization.dealloc_tensor %s3 : tensor<3x0xf64, #COO>
    return
  }
}
