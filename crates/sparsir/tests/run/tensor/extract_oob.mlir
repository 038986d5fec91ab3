// A runtime error: tensor.extract with an index past the end of its dimension.
module {
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %t = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %x = tensor.extract %t[%c1, %c3] : tensor<2x3xi32>
    vector.print %x : i32
    return
  }
}
