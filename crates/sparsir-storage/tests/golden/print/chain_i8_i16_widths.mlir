// Checks i8 values through CSR(width 8) -> COO(width 16) and i16 through DCSR -> BSR.
#CSR8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8 }>
#COO16 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 16, crdWidth = 16 }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
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
    %d1 = arith.constant dense<[[0, 1, 0, 0, -128, 0], [0, 0, 0, 0, 0, 0], [3, 0, 0, 127, 0, 0], [0, 0, -5, 0, 0, 6]]> : tensor<4x6xi8>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xi8> to tensor<4x6xi8, #CSR8>
    sparse_tensor.print %s2 : tensor<4x6xi8, #CSR8>
    %s3 = sparse_tensor.convert %s2 : tensor<4x6xi8, #CSR8> to tensor<4x6xi8, #COO16>
    sparse_tensor.print %s3 : tensor<4x6xi8, #COO16>
    %d4 = arith.constant dense<[[0, 1, 0, 0, -32768, 0], [0, 0, 0, 0, 0, 0], [3, 0, 0, 32767, 0, 0], [0, 0, -5, 0, 0, 6]]> : tensor<4x6xi16>
    %s5 = sparse_tensor.convert %d4 : tensor<4x6xi16> to tensor<4x6xi16, #DCSR>
    sparse_tensor.print %s5 : tensor<4x6xi16, #DCSR>
    %s6 = sparse_tensor.convert %s5 : tensor<4x6xi16, #DCSR> to tensor<4x6xi16, #BSR>
    sparse_tensor.print %s6 : tensor<4x6xi16, #BSR>
    bufferization.dealloc_tensor %s2 : tensor<4x6xi8, #CSR8>
    bufferization.dealloc_tensor %s3 : tensor<4x6xi8, #COO16>
    bufferization.dealloc_tensor %s5 : tensor<4x6xi16, #DCSR>
    bufferization.dealloc_tensor %s6 : tensor<4x6xi16, #BSR>
    return
  }
}
