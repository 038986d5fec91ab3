// Checks a 1-D compressed vector of length 10 with nonzeros at both ends.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[4.0, 0.0, 0.0, 1.25, 0.0, 0.0, 0.0, 0.0, 0.0, -8.0]> : tensor<10xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<10xf64> to tensor<10xf64, #SV>
    sparse_tensor.print %s2 : tensor<10xf64, #SV>
    bufferization.dealloc_tensor %s2 : tensor<10xf64, #SV>
    return
  }
}
