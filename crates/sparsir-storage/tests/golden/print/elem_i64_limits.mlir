// Checks i64 values incl. the minimum and maximum in a sparse vector.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[-9223372036854775808, 0, 9223372036854775807, 10000000000, 0]> : tensor<5xi64>
    %s2 = sparse_tensor.convert %d1 : tensor<5xi64> to tensor<5xi64, #SV>
    sparse_tensor.print %s2 : tensor<5xi64, #SV>
    bufferization.dealloc_tensor %s2 : tensor<5xi64, #SV>
    return
  }
}
