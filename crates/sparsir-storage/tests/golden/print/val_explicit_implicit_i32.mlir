// Checks explicitVal = 1 : i32 with implicitVal = 0 : i32 on a COO i32 pattern matrix.
#COO_ONE = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton),
  explicitVal = 1 : i32,
  implicitVal = 0 : i32
}>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0, 1, 0, 0], [1, 0, 0, 1], [0, 0, 1, 0]]> : tensor<3x4xi32>
    %s2 = sparse_tensor.convert %d1 : tensor<3x4xi32> to tensor<3x4xi32, #COO_ONE>
    sparse_tensor.print %s2 : tensor<3x4xi32, #COO_ONE>
    bufferization.dealloc_tensor %s2 : tensor<3x4xi32, #COO_ONE>
    return
  }
}
