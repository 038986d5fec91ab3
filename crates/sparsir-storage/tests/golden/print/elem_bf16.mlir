// Checks bf16 values (1.5, 1.0e10 rounded, 3.0e-5 rounded, inf, nan) in a sparse vector.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[1.5, 0.0, 10000000000.0, 3.0e-05, 0x7F80, 0x7FC0, -2.0]> : tensor<7xbf16>
    %s2 = sparse_tensor.convert %d1 : tensor<7xbf16> to tensor<7xbf16, #SV>
    sparse_tensor.print %s2 : tensor<7xbf16, #SV>
    bufferization.dealloc_tensor %s2 : tensor<7xbf16, #SV>
    return
  }
}
