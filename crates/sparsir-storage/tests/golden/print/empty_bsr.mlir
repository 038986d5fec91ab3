// Checks an all-zero BSR tensor (4x6) built from a splat dense<0.0>.
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
    %d1 = arith.constant dense<0.0> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #BSR>
    sparse_tensor.print %s2 : tensor<4x6xf64, #BSR>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #BSR>
    return
  }
}
