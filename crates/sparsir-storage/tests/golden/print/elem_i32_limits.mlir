// Checks i32 values incl. -2147483648 and 2147483647 in DCSR, hex 0x10 literal included.
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[-2147483648, 0], [0, 0], [0x10, 2147483647]]> : tensor<3x2xi32>
    %s2 = sparse_tensor.convert %d1 : tensor<3x2xi32> to tensor<3x2xi32, #DCSR>
    sparse_tensor.print %s2 : tensor<3x2xi32, #DCSR>
    bufferization.dealloc_tensor %s2 : tensor<3x2xi32, #DCSR>
    return
  }
}
