// Checks that an explicit 0.0 from a sparse literal survives CSR -> DCSC -> COO -> BSR.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#BSR = #sparse_tensor.encoding<{
  map = (i, j) ->
    ( i floordiv 2 : dense
    , j floordiv 2 : compressed
    , i mod 2 : dense
    , j mod 2 : dense
    )
}>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[0, 0], [1, 3], [3, 2]], [0.0, 5.0, -0.0]> : tensor<4x4xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
    sparse_tensor.print %s2 : tensor<4x4xf64, #CSR>
    %s3 = sparse_tensor.convert %s2 : tensor<4x4xf64, #CSR> to tensor<4x4xf64, #DCSC>
    sparse_tensor.print %s3 : tensor<4x4xf64, #DCSC>
    %s4 = sparse_tensor.convert %s3 : tensor<4x4xf64, #DCSC> to tensor<4x4xf64, #COO>
    sparse_tensor.print %s4 : tensor<4x4xf64, #COO>
    %s5 = sparse_tensor.convert %s4 : tensor<4x4xf64, #COO> to tensor<4x4xf64, #BSR>
    sparse_tensor.print %s5 : tensor<4x4xf64, #BSR>
    bufferization.dealloc_tensor %s2 : tensor<4x4xf64, #CSR>
    bufferization.dealloc_tensor %s3 : tensor<4x4xf64, #DCSC>
    bufferization.dealloc_tensor %s4 : tensor<4x4xf64, #COO>
    bufferization.dealloc_tensor %s5 : tensor<4x4xf64, #BSR>
    return
  }
}
