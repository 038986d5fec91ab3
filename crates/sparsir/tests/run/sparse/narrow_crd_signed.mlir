// Coordinates past 127 in an 8-bit coordinate buffer: assemble reads the i8 buffer as
// unsigned (-126 is coordinate 130), and sparse_tensor.print shows the i8 buffer as
// MLIR 22 prints a memref of i8 (signed), for a tensor assembled and one converted.
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 8, crdWidth = 8 }>
module {
  func.func @main() {
    %pos = arith.constant dense<[0, 2]> : tensor<2xi8>
    %crd = arith.constant dense<[5, -126]> : tensor<2xi8>
    %val = arith.constant dense<[1.0, 2.0]> : tensor<2xf64>
    %t = sparse_tensor.assemble (%pos, %crd), %val : (tensor<2xi8>, tensor<2xi8>), tensor<2xf64> to tensor<200xf64, #SV>
    sparse_tensor.print %t : tensor<200xf64, #SV>
    %d = arith.constant sparse<[[5], [130]], [1.0, 2.0]> : tensor<200xf64>
    %u = sparse_tensor.convert %d : tensor<200xf64> to tensor<200xf64, #SV>
    sparse_tensor.print %u : tensor<200xf64, #SV>
    return
  }
}
