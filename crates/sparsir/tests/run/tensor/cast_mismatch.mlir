// A runtime error: tensor.cast from a dynamic size to a static size that does not match.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %n = arith.constant 4 : index
    %e = tensor.empty(%n) : tensor<?xf64>
    %s = tensor.cast %e : tensor<?xf64> to tensor<3xf64>
    %z = arith.constant 0.0 : f64
    %v = vector.transfer_read %s[%c0], %z : tensor<3xf64>, vector<3xf64>
    vector.print %v : vector<3xf64>
    return
  }
}
