// Checks BSR 2x2 -> CSR -> BSR 2x3 -> block-column -> COO on the seed's 4x6 matrix.
#BSR = #sparse_tensor.encoding<{
  map = (i, j) ->
    ( i floordiv 2 : dense
    , j floordiv 2 : compressed
    , i mod 2 : dense
    , j mod 2 : dense
    )
}>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#BSR23 = #sparse_tensor.encoding<{
  map = (i, j) ->
    ( i floordiv 2 : dense,
      j floordiv 3 : compressed,
      i mod 2 : dense,
      j mod 3 : dense )
}>
#BSC = #sparse_tensor.encoding<{ map = (i, j) -> (j floordiv 2 : dense, i floordiv 2 : compressed, j mod 2 : dense, i mod 2 : dense) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 4.0, 0.0],
                                [0.0, 3.0, 0.0, 0.0, 0.0, 5.0],
                                [0.0, 0.0, 6.0, 7.0, 0.0, 0.0],
                                [0.0, 0.0, 8.0, 0.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #BSR>
    sparse_tensor.print %s2 : tensor<4x6xf64, #BSR>
    %s3 = sparse_tensor.convert %s2 : tensor<4x6xf64, #BSR> to tensor<4x6xf64, #CSR>
    sparse_tensor.print %s3 : tensor<4x6xf64, #CSR>
    %s4 = sparse_tensor.convert %s3 : tensor<4x6xf64, #CSR> to tensor<4x6xf64, #BSR23>
    sparse_tensor.print %s4 : tensor<4x6xf64, #BSR23>
    %s5 = sparse_tensor.convert %s4 : tensor<4x6xf64, #BSR23> to tensor<4x6xf64, #BSC>
    sparse_tensor.print %s5 : tensor<4x6xf64, #BSC>
    %s6 = sparse_tensor.convert %s5 : tensor<4x6xf64, #BSC> to tensor<4x6xf64, #COO>
    sparse_tensor.print %s6 : tensor<4x6xf64, #COO>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #BSR>
    bufferization.dealloc_tensor %s3 : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %s4 : tensor<4x6xf64, #BSR23>
    bufferization.dealloc_tensor %s5 : tensor<4x6xf64, #BSC>
    bufferization.dealloc_tensor %s6 : tensor<4x6xf64, #COO>
    return
  }
}
