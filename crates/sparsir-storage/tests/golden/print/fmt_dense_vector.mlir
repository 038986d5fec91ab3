// Checks a 1-D all-dense sparse vector: positions/coordinates are absent, all 5 values are stored.
#DV = #sparse_tensor.encoding<{ map = (i) -> (i : dense) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[0.0, -1.5, 0.0, 0.0, 2.0]> : tensor<5xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<5xf64> to tensor<5xf64, #DV>
    sparse_tensor.print %s2 : tensor<5xf64, #DV>
    bufferization.dealloc_tensor %s2 : tensor<5xf64, #DV>
    return
  }
}
