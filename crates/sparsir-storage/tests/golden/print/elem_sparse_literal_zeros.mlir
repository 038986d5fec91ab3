// Checks a sparse literal listing explicit 0.0 and -0.0: converting a sparse constant keeps every listed entry.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[4], [0], [1], [5]], [0.0, -0.0, 2.0, 7.0]> : tensor<6xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<6xf64> to tensor<6xf64, #SV>
    sparse_tensor.print %s2 : tensor<6xf64, #SV>
    bufferization.dealloc_tensor %s2 : tensor<6xf64, #SV>
    return
  }
}
