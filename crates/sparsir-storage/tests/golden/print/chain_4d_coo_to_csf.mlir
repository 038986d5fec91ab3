// Checks 4-D COO -> 4-D CSF -> permuted 4-D -> SoA 4-D COO.
#COO4 = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton(nonunique), l : singleton) }>
#CSF4 = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : compressed, j : compressed, k : compressed, l : compressed) }>
#P4 = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (l : dense, j : compressed, i : compressed, k : compressed) }>
#COO4S = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : compressed(nonunique), j : singleton(nonunique, soa), k : singleton(nonunique, soa), l : singleton(soa)) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[0, 2, 1, 0], [1, 0, 0, 2], [0, 0, 1, 1], [1, 2, 1, 2], [1, 0, 1, 0]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<2x3x2x3xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<2x3x2x3xf64> to tensor<2x3x2x3xf64, #COO4>
    sparse_tensor.print %s2 : tensor<2x3x2x3xf64, #COO4>
    %s3 = sparse_tensor.convert %s2 : tensor<2x3x2x3xf64, #COO4> to tensor<2x3x2x3xf64, #CSF4>
    sparse_tensor.print %s3 : tensor<2x3x2x3xf64, #CSF4>
    %s4 = sparse_tensor.convert %s3 : tensor<2x3x2x3xf64, #CSF4> to tensor<2x3x2x3xf64, #P4>
    sparse_tensor.print %s4 : tensor<2x3x2x3xf64, #P4>
    %s5 = sparse_tensor.convert %s4 : tensor<2x3x2x3xf64, #P4> to tensor<2x3x2x3xf64, #COO4S>
    sparse_tensor.print %s5 : tensor<2x3x2x3xf64, #COO4S>
    bufferization.dealloc_tensor %s2 : tensor<2x3x2x3xf64, #COO4>
    bufferization.dealloc_tensor %s3 : tensor<2x3x2x3xf64, #CSF4>
    bufferization.dealloc_tensor %s4 : tensor<2x3x2x3xf64, #P4>
    bufferization.dealloc_tensor %s5 : tensor<2x3x2x3xf64, #COO4S>
    return
  }
}
