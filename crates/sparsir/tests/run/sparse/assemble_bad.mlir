// assemble with positions that point past the coordinates is a runtime error, not a bad read.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %p = arith.constant dense<[0, 1, 4]> : tensor<3xindex>
    %c = arith.constant dense<[0, 1]> : tensor<2xindex>
    %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf64>
    %s = sparse_tensor.assemble (%p, %c), %v : (tensor<3xindex>, tensor<2xindex>), tensor<2xf64> to tensor<2x3xf64, #CSR>
    sparse_tensor.print %s : tensor<2x3xf64, #CSR>
    return
  }
}
