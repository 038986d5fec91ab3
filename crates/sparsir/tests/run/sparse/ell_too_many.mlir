// An ELL encoding with 2 slices cannot store a row with 3 entries: refused with an error.
#ELL2 = #sparse_tensor.encoding<{
  map = [c](i, j) -> (c * 2 * i : dense, i : dense, j : compressed)
}>
module {
  func.func @main() {
    %d = arith.constant dense<[[1.0, 0.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf64>
    %a = sparse_tensor.convert %d : tensor<2x3xf64> to tensor<2x3xf64, #ELL2>
    sparse_tensor.print %a : tensor<2x3xf64, #ELL2>
    return
  }
}
