// Checks a 1-D loose_compressed vector (a single lo/hi pair at the root).
#LV = #sparse_tensor.encoding<{ map = (i) -> (i : loose_compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[0.0, 2.0, 0.0, 0.0, 3.0, 0.0, 1.0]> : tensor<7xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<7xf64> to tensor<7xf64, #LV>
    sparse_tensor.print %s2 : tensor<7xf64, #LV>
    bufferization.dealloc_tensor %s2 : tensor<7xf64, #LV>
    return
  }
}
