// vector.print forms (punctuation, strings, nested vectors of several types), elementwise
// arith on dense tensors and vectors, transfer_read with padding.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = arith.constant dense<[[1.5, -2.0, 3.0], [4.0, 1.0e+07, 6.25e-05]]> : vector<2x3xf32>
    vector.print %v : vector<2x3xf32>
    %w = arith.constant dense<[true, false, true]> : vector<3xi1>
    vector.print %w : vector<3xi1>
    %ix = arith.constant dense<[0, 7, 42]> : vector<3xindex>
    vector.print %ix : vector<3xindex>
    %s = arith.addf %v, %v : vector<2x3xf32>
    vector.print %s : vector<2x3xf32>
    vector.print str "hello "
    vector.print punctuation <open>
    %k = arith.constant 5 : i32
    vector.print %k : i32 punctuation <comma>
    vector.print %k : i32 punctuation <no_punctuation>
    vector.print punctuation <close>
    vector.print punctuation <newline>
    %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
    %u = arith.constant dense<10.0> : tensor<2x2xf64>
    %m = arith.mulf %t, %u : tensor<2x2xf64>
    %n = arith.negf %m : tensor<2x2xf64>
    %pad = arith.constant -1.0 : f64
    %r = vector.transfer_read %n[%c1, %c0], %pad : tensor<2x2xf64>, vector<2x3xf64>
    vector.print %r : vector<2x3xf64>
    %ii = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %iz = arith.constant 0 : i32
    %ri = vector.transfer_read %ii[%c0, %c1], %iz : tensor<2x2xi32>, vector<2xi32>
    vector.print %ri : vector<2xi32>
    return
  }
}
