// tensor.generate over a 3-D dynamic shape and tensor.pad with dynamic padding and an index-dependent body.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 2 : index
    %t = tensor.generate %n {
    ^bb0(%i: index, %j: index, %k: index):
      %a = arith.muli %i, %n : index
      %b = arith.addi %a, %j : index
      %c = arith.muli %b, %k : index
      %r = arith.index_cast %c : index to i32
      tensor.yield %r : i32
    } : tensor<2x?x3xi32>
    %z = arith.constant 0 : i32
    %v = vector.transfer_read %t[%c0, %c0, %c0], %z : tensor<2x?x3xi32>, vector<2x2x3xi32>
    vector.print %v : vector<2x2x3xi32>
    %src = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
    %p = tensor.pad %src low[%c1, 0] high[0, %n] {
    ^bb0(%i: index, %j: index):
      %s = arith.addi %i, %j : index
      %si = arith.index_cast %s : index to i32
      %f = arith.sitofp %si : i32 to f32
      %m = arith.negf %f : f32
      tensor.yield %m : f32
    } : tensor<2x2xf32> to tensor<?x?xf32>
    %d0 = tensor.dim %p, %c0 : tensor<?x?xf32>
    %d1 = tensor.dim %p, %c1 : tensor<?x?xf32>
    vector.print %d0 : index
    vector.print %d1 : index
    %fz = arith.constant 0.0 : f32
    %pv = vector.transfer_read %p[%c0, %c0], %fz : tensor<?x?xf32>, vector<3x4xf32>
    vector.print %pv : vector<3x4xf32>
    return
  }
}
