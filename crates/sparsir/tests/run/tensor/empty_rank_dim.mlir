// tensor.empty (static and dynamic sizes, zero-filled), tensor.rank, tensor.dim.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 5 : index
    %e = tensor.empty(%n) : tensor<2x?xi64>
    %r = tensor.rank %e : tensor<2x?xi64>
    %d0 = tensor.dim %e, %c0 : tensor<2x?xi64>
    %d1 = tensor.dim %e, %c1 : tensor<2x?xi64>
    vector.print %r : index
    vector.print %d0 : index
    vector.print %d1 : index
    %s = tensor.empty() : tensor<7xf32>
    %r1 = tensor.rank %s : tensor<7xf32>
    vector.print %r1 : index
    %k = tensor.dim %s, %c0 : tensor<7xf32>
    vector.print %k : index
    return
  }
}
