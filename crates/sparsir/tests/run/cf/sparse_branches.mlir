// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 fails to compile a sparse tensor passed as a
// block argument ("failed to legalize unresolved materialization").
// @pick makes a sparse vector s = {1: 1.5, 3: -2} in the entry block, and returns either
// t = {0: 7} (flag true, made in block ^a) or s, through block ^b's argument; ^b also
// reads s (defined in the entry block): number_of_entries s = 2 on both paths.
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
module {
  func.func @pick(%flag: i1) -> tensor<4xf64, #SV> {
    %d = arith.constant dense<[0.0, 1.5, 0.0, -2.0]> : tensor<4xf64>
    %s = sparse_tensor.convert %d : tensor<4xf64> to tensor<4xf64, #SV>
    cf.cond_br %flag, ^a, ^b(%s : tensor<4xf64, #SV>)
  ^a:
    %e = arith.constant dense<[7.0, 0.0, 0.0, 0.0]> : tensor<4xf64>
    %t = sparse_tensor.convert %e : tensor<4xf64> to tensor<4xf64, #SV>
    cf.br ^b(%t : tensor<4xf64, #SV>)
  ^b(%r: tensor<4xf64, #SV>):
    %n = sparse_tensor.number_of_entries %s : tensor<4xf64, #SV>
    vector.print %n : index
    return %r : tensor<4xf64, #SV>
  }
  func.func @main() {
    %t = arith.constant true
    %f = arith.constant false
    %x = call @pick(%t) : (i1) -> tensor<4xf64, #SV>
    sparse_tensor.print %x : tensor<4xf64, #SV>
    %y = call @pick(%f) : (i1) -> tensor<4xf64, #SV>
    sparse_tensor.print %y : tensor<4xf64, #SV>
    return
  }
}
