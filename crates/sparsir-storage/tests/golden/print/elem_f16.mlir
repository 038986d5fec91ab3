// Checks f16 values (1.5, 65504, tiny 3.0e-5, subnormal 0x0001, nan, -inf) in a sparse vector.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[1.5, 0.0, 65504.0, 3.0e-05, 0x0001, 0x7E00, 0xFC00, -0.25]> : tensor<8xf16>
    %s2 = sparse_tensor.convert %d1 : tensor<8xf16> to tensor<8xf16, #SV>
    sparse_tensor.print %s2 : tensor<8xf16, #SV>
    bufferization.dealloc_tensor %s2 : tensor<8xf16, #SV>
    return
  }
}
