// Checks a 1-D compressed(nonordered) vector from an out-of-order sparse literal.
#SV_NO = #sparse_tensor.encoding<{ map = (i) -> (i : compressed(nonordered)) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[5], [0], [3]], [1.0, 2.0, 3.0]> : tensor<6xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<6xf64> to tensor<6xf64, #SV_NO>
    sparse_tensor.print %s2 : tensor<6xf64, #SV_NO>
    bufferization.dealloc_tensor %s2 : tensor<6xf64, #SV_NO>
    return
  }
}
