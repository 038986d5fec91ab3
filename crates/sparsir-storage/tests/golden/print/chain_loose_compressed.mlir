// Checks CSR -> (dense, loose_compressed) -> DCSR -> (loose, loose) -> CSR with empty first/last rows.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#LCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#LL = #sparse_tensor.encoding<{ map = (i, j) -> (i : loose_compressed, j : loose_compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [7.0, 0.0, 0.0, 0.0, 0.0, -1.0],
                                [0.0, 0.0, 2.5, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
    sparse_tensor.print %s2 : tensor<4x6xf64, #CSR>
    %s3 = sparse_tensor.convert %s2 : tensor<4x6xf64, #CSR> to tensor<4x6xf64, #LCSR>
    sparse_tensor.print %s3 : tensor<4x6xf64, #LCSR>
    %s4 = sparse_tensor.convert %s3 : tensor<4x6xf64, #LCSR> to tensor<4x6xf64, #DCSR>
    sparse_tensor.print %s4 : tensor<4x6xf64, #DCSR>
    %s5 = sparse_tensor.convert %s4 : tensor<4x6xf64, #DCSR> to tensor<4x6xf64, #LL>
    sparse_tensor.print %s5 : tensor<4x6xf64, #LL>
    %s6 = sparse_tensor.convert %s5 : tensor<4x6xf64, #LL> to tensor<4x6xf64, #CSR>
    sparse_tensor.print %s6 : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %s3 : tensor<4x6xf64, #LCSR>
    bufferization.dealloc_tensor %s4 : tensor<4x6xf64, #DCSR>
    bufferization.dealloc_tensor %s5 : tensor<4x6xf64, #LL>
    bufferization.dealloc_tensor %s6 : tensor<4x6xf64, #CSR>
    return
  }
}
