// A dense input of dynamic size read at the window subscript i + k is smaller than the
// loop ranges need (4 + 3 - 1 = 6 > 5): a run-time error naming the operand, not a read
// outside the buffer.
module {
  func.func @conv(%a: tensor<?xf64>, %k: tensor<3xf64>, %o: tensor<4xf64>) -> tensor<4xf64> {
    %0 = linalg.conv_1d ins(%a, %k : tensor<?xf64>, tensor<3xf64>) outs(%o : tensor<4xf64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func @main() {
    %d = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf64>
    %a = tensor.cast %d : tensor<5xf64> to tensor<?xf64>
    %k = arith.constant dense<[1.0, 0.0, -1.0]> : tensor<3xf64>
    %o = arith.constant dense<0.0> : tensor<4xf64>
    %r = call @conv(%a, %k, %o) : (tensor<?xf64>, tensor<3xf64>, tensor<4xf64>) -> tensor<4xf64>
    %c0 = arith.constant 0 : index
    %z = arith.constant 0.0 : f64
    %v = vector.transfer_read %r[%c0], %z : tensor<4xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>
    return
  }
}
