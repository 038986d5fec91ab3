// Checks crdWidth = 8, posWidth = 8 with coordinates and positions up to 127 (the largest values MLIR prints unsigned-correctly).
#SV8 = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 8, crdWidth = 8 }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[0], [64], [126], [127]], [1.0, 2.0, 3.0, 4.0]> : tensor<128xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<128xf64> to tensor<128xf64, #SV8>
    sparse_tensor.print %s2 : tensor<128xf64, #SV8>
    bufferization.dealloc_tensor %s2 : tensor<128xf64, #SV8>
    return
  }
}
