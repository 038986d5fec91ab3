// Checks f16 through COO -> CSC and bf16 through CSR -> DCSR.
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.5, 0.0, -3.0], [0.0, 1024.0, 0.0]]> : tensor<2x3xf16>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3xf16> to tensor<2x3xf16, #COO>
    sparse_tensor.print %s2 : tensor<2x3xf16, #COO>
    %s3 = sparse_tensor.convert %s2 : tensor<2x3xf16, #COO> to tensor<2x3xf16, #CSC>
    sparse_tensor.print %s3 : tensor<2x3xf16, #CSC>
    %d4 = arith.constant dense<[[0.0, 0.75, 0.0], [-8.0, 0.0, 256.0]]> : tensor<2x3xbf16>
    %s5 = sparse_tensor.convert %d4 : tensor<2x3xbf16> to tensor<2x3xbf16, #CSR>
    sparse_tensor.print %s5 : tensor<2x3xbf16, #CSR>
    %s6 = sparse_tensor.convert %s5 : tensor<2x3xbf16, #CSR> to tensor<2x3xbf16, #DCSR>
    sparse_tensor.print %s6 : tensor<2x3xbf16, #DCSR>
    bufferization.dealloc_tensor %s2 : tensor<2x3xf16, #COO>
    bufferization.dealloc_tensor %s3 : tensor<2x3xf16, #CSC>
    bufferization.dealloc_tensor %s5 : tensor<2x3xbf16, #CSR>
    bufferization.dealloc_tensor %s6 : tensor<2x3xbf16, #DCSR>
    return
  }
}
