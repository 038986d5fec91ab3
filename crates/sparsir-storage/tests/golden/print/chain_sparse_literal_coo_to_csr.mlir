// Checks an out-of-order sparse literal -> COO -> CSR -> BSR 2x3 -> DCSR.
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#BSR23 = #sparse_tensor.encoding<{
  map = (i, j) ->
    ( i floordiv 2 : dense,
      j floordiv 3 : compressed,
      i mod 2 : dense,
      j mod 3 : dense )
}>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[3, 5], [0, 0], [2, 1], [0, 4], [1, 2]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<4x6xf64> to tensor<4x6xf64, #COO>
    sparse_tensor.print %s2 : tensor<4x6xf64, #COO>
    %s3 = sparse_tensor.convert %s2 : tensor<4x6xf64, #COO> to tensor<4x6xf64, #CSR>
    sparse_tensor.print %s3 : tensor<4x6xf64, #CSR>
    %s4 = sparse_tensor.convert %s3 : tensor<4x6xf64, #CSR> to tensor<4x6xf64, #BSR23>
    sparse_tensor.print %s4 : tensor<4x6xf64, #BSR23>
    %s5 = sparse_tensor.convert %s4 : tensor<4x6xf64, #BSR23> to tensor<4x6xf64, #DCSR>
    sparse_tensor.print %s5 : tensor<4x6xf64, #DCSR>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #COO>
    bufferization.dealloc_tensor %s3 : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %s4 : tensor<4x6xf64, #BSR23>
    bufferization.dealloc_tensor %s5 : tensor<4x6xf64, #DCSR>
    return
  }
}
