// Checks the seed's BSR_explicit spelling {ib, jb, ii, jj}(i = ib * 2 + ii, j = jb * 3 + jj) -> (...).
#BSR_explicit = #sparse_tensor.encoding<{
  map = { ib, jb, ii, jj }
        ( i = ib * 2 + ii,
          j = jb * 3 + jj) ->
  ( ib = i floordiv 2 : dense,
    jb = j floordiv 3 : compressed,
    ii = i mod 2 : dense,
    jj = j mod 3 : dense)
}>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 3.0, 0.0, 0.0, 0.0],
                                [0.0, 4.0, 0.0, 0.0, 0.0, 5.0],
                                [0.0, 0.0, 0.0, 6.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #BSR_explicit>
    sparse_tensor.print %s2 : tensor<4x6xf64, #BSR_explicit>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #BSR_explicit>
    return
  }
}
