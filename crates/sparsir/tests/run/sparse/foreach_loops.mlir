// foreach: sum and count carried through a CSC matrix (visited column by column), a BSR matrix's entries, and a dense tensor column-first via order.
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
module {
  func.func @main() {
    %d = arith.constant dense<[[0.0, 2.0, 0.0], [3.0, 0.0, 4.0]]> : tensor<2x3xf64>
    %s = sparse_tensor.convert %d : tensor<2x3xf64> to tensor<2x3xf64, #CSC>
    %zero = arith.constant 0.0 : f64
    %c0 = arith.constant 0 : index
    %sum, %cnt = sparse_tensor.foreach in %s init(%zero, %c0) : tensor<2x3xf64, #CSC>, f64, index -> f64, index do {
    ^bb0(%i: index, %j: index, %v: f64, %acc: f64, %n: index):
      vector.print %i : index
      vector.print %j : index
      %a = arith.addf %acc, %v : f64
      %c1 = arith.constant 1 : index
      %m = arith.addi %n, %c1 : index
      sparse_tensor.yield %a, %m : f64, index
    }
    vector.print %sum : f64
    vector.print %cnt : index
    %e = arith.constant dense<[[1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 5.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf64>
    %b = sparse_tensor.convert %e : tensor<4x4xf64> to tensor<4x4xf64, #BSR>
    sparse_tensor.foreach in %b : tensor<4x4xf64, #BSR> do {
    ^bb0(%i: index, %j: index, %v: f64):
      vector.print %i : index
      vector.print %j : index
      vector.print %v : f64
    }
    %m = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %tot = arith.constant 0 : i32
    %r = sparse_tensor.foreach in %m init(%tot) : tensor<2x2xi32>, i32 -> i32 do {
    ^bb0(%i: index, %j: index, %v: i32, %acc: i32):
      vector.print %v : i32
      %a = arith.addi %acc, %v : i32
      sparse_tensor.yield %a : i32
    }
    vector.print %r : i32
    return
  }
}
