// Checks an all-zero 4x8 matrix through CSR -> COO -> loose -> BSR -> DCSC -> CSR.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#LCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>
#BSR = #sparse_tensor.encoding<{
  map = (i, j) ->
    ( i floordiv 2 : dense
    , j floordiv 2 : compressed
    , i mod 2 : dense
    , j mod 2 : dense
    )
}>
#DCSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<0.0> : tensor<4x8xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x8xf64> to tensor<4x8xf64, #CSR>
    sparse_tensor.print %s2 : tensor<4x8xf64, #CSR>
    %s3 = sparse_tensor.convert %s2 : tensor<4x8xf64, #CSR> to tensor<4x8xf64, #COO>
    sparse_tensor.print %s3 : tensor<4x8xf64, #COO>
    %s4 = sparse_tensor.convert %s3 : tensor<4x8xf64, #COO> to tensor<4x8xf64, #LCSR>
    sparse_tensor.print %s4 : tensor<4x8xf64, #LCSR>
    %s5 = sparse_tensor.convert %s4 : tensor<4x8xf64, #LCSR> to tensor<4x8xf64, #BSR>
    sparse_tensor.print %s5 : tensor<4x8xf64, #BSR>
    %s6 = sparse_tensor.convert %s5 : tensor<4x8xf64, #BSR> to tensor<4x8xf64, #DCSC>
    sparse_tensor.print %s6 : tensor<4x8xf64, #DCSC>
    %s7 = sparse_tensor.convert %s6 : tensor<4x8xf64, #DCSC> to tensor<4x8xf64, #CSR>
    sparse_tensor.print %s7 : tensor<4x8xf64, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<4x8xf64, #CSR>
    bufferization.dealloc_tensor %s3 : tensor<4x8xf64, #COO>
    bufferization.dealloc_tensor %s4 : tensor<4x8xf64, #LCSR>
    bufferization.dealloc_tensor %s5 : tensor<4x8xf64, #BSR>
    bufferization.dealloc_tensor %s6 : tensor<4x8xf64, #DCSC>
    bufferization.dealloc_tensor %s7 : tensor<4x8xf64, #CSR>
    return
  }
}
