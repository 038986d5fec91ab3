// Checks the chain dense -> CSR -> CSC -> COO -> DCSR -> BSR -> all-dense levels on the seed's 4x6 matrix.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#BSR = #sparse_tensor.encoding<{
  map = (i, j) ->
    ( i floordiv 2 : dense
    , j floordiv 2 : compressed
    , i mod 2 : dense
    , j mod 2 : dense
    )
}>
#DENSE2 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : dense) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 4.0, 0.0],
                                [0.0, 3.0, 0.0, 0.0, 0.0, 5.0],
                                [0.0, 0.0, 6.0, 7.0, 0.0, 0.0],
                                [0.0, 0.0, 8.0, 0.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
    sparse_tensor.print %s2 : tensor<4x6xf64, #CSR>
    %s3 = sparse_tensor.convert %s2 : tensor<4x6xf64, #CSR> to tensor<4x6xf64, #CSC>
    sparse_tensor.print %s3 : tensor<4x6xf64, #CSC>
    %s4 = sparse_tensor.convert %s3 : tensor<4x6xf64, #CSC> to tensor<4x6xf64, #COO>
    sparse_tensor.print %s4 : tensor<4x6xf64, #COO>
    %s5 = sparse_tensor.convert %s4 : tensor<4x6xf64, #COO> to tensor<4x6xf64, #DCSR>
    sparse_tensor.print %s5 : tensor<4x6xf64, #DCSR>
    %s6 = sparse_tensor.convert %s5 : tensor<4x6xf64, #DCSR> to tensor<4x6xf64, #BSR>
    sparse_tensor.print %s6 : tensor<4x6xf64, #BSR>
    %s7 = sparse_tensor.convert %s6 : tensor<4x6xf64, #BSR> to tensor<4x6xf64, #DENSE2>
    sparse_tensor.print %s7 : tensor<4x6xf64, #DENSE2>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %s3 : tensor<4x6xf64, #CSC>
    bufferization.dealloc_tensor %s4 : tensor<4x6xf64, #COO>
    bufferization.dealloc_tensor %s5 : tensor<4x6xf64, #DCSR>
    bufferization.dealloc_tensor %s6 : tensor<4x6xf64, #BSR>
    bufferization.dealloc_tensor %s7 : tensor<4x6xf64, #DENSE2>
    return
  }
}
