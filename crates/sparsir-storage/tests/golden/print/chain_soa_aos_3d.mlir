// Checks 3-D AoS COO -> SoA COO -> CSF.
#COO3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton) }>
#COO3S = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique, soa), k : singleton(soa)) }>
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[0, 0, 1], [0, 2, 0], [0, 2, 3], [1, 1, 2]], [1.0, 2.0, 3.0, 4.0]> : tensor<2x3x4xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<2x3x4xf64> to tensor<2x3x4xf64, #COO3>
    sparse_tensor.print %s2 : tensor<2x3x4xf64, #COO3>
    %s3 = sparse_tensor.convert %s2 : tensor<2x3x4xf64, #COO3> to tensor<2x3x4xf64, #COO3S>
    sparse_tensor.print %s3 : tensor<2x3x4xf64, #COO3S>
    %s4 = sparse_tensor.convert %s3 : tensor<2x3x4xf64, #COO3S> to tensor<2x3x4xf64, #CSF>
    sparse_tensor.print %s4 : tensor<2x3x4xf64, #CSF>
    bufferization.dealloc_tensor %s2 : tensor<2x3x4xf64, #COO3>
    bufferization.dealloc_tensor %s3 : tensor<2x3x4xf64, #COO3S>
    bufferization.dealloc_tensor %s4 : tensor<2x3x4xf64, #CSF>
    return
  }
}
