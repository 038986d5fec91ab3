// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 cannot compile a `sparse_tensor.select` whose
// result feeds a `sparse_tensor.reduce` ("'arith.addf' op operand #0 must be
// floating-point-like, but got 'i1'"). The sum of the positive entries of each row, an
// entry only where a row has one: row 0 2 + 3 = 5 (its first entry dropped), rows 1 and 2
// none (empty; every entry dropped), row 3 4 + 6 = 10, row 4 7.5, row 5 0.25 (the value
// comes last) — the same from a CSR matrix (a sparse reduction loop) and from the dense
// matrix (a dense one).
// A reduction into a sparse output's scalar accumulator runs until the accumulator holds a
// value, then the rest of the loop updates it without testing (`accumulating_loop`): here
// the first value comes late, never, or first.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#rowsum = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#sddmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
    func.func @pos_sums_csr(%a: tensor<6x5xf64, #CSR>) -> tensor<6xf64, #SV> {
    %cst = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<6xf64, #SV>
    %y = linalg.generic #rowsum ins(%a : tensor<6x5xf64, #CSR>) outs(%e : tensor<6xf64, #SV>) {
    ^bb0(%x: f64, %acc: f64):
      %s = sparse_tensor.select %x : f64 {
        ^bb0(%v: f64):
          %z = arith.constant 0.0 : f64
          %c = arith.cmpf ogt, %v, %z : f64
          sparse_tensor.yield %c : i1
      }
      %r = sparse_tensor.reduce %s, %acc, %cst : f64 {
        ^bb0(%p: f64, %q: f64):
          %t = arith.addf %p, %q : f64
          sparse_tensor.yield %t : f64
      }
      linalg.yield %r : f64
    } -> tensor<6xf64, #SV>
    return %y : tensor<6xf64, #SV>
  }
  // The same over a dense matrix (a dense reduction loop).
  func.func @pos_sums_dense(%a: tensor<6x5xf64>) -> tensor<6xf64, #SV> {
    %cst = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<6xf64, #SV>
    %y = linalg.generic #rowsum ins(%a : tensor<6x5xf64>) outs(%e : tensor<6xf64, #SV>) {
    ^bb0(%x: f64, %acc: f64):
      %s = sparse_tensor.select %x : f64 {
        ^bb0(%v: f64):
          %z = arith.constant 0.0 : f64
          %c = arith.cmpf ogt, %v, %z : f64
          sparse_tensor.yield %c : i1
      }
      %r = sparse_tensor.reduce %s, %acc, %cst : f64 {
        ^bb0(%p: f64, %q: f64):
          %t = arith.addf %p, %q : f64
          sparse_tensor.yield %t : f64
      }
      linalg.yield %r : f64
    } -> tensor<6xf64, #SV>
    return %y : tensor<6xf64, #SV>
  }
  func.func @main() {
    %d = arith.constant dense<[[-1.0, 2.0, 0.0, 3.0, -4.0],
                               [0.0, 0.0, 0.0, 0.0, 0.0],
                               [-1.0, -2.0, 0.0, 0.0, -3.0],
                               [4.0, -5.0, 6.0, 0.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 7.5],
                               [-0.5, 0.0, 0.0, 0.0, 0.25]]> : tensor<6x5xf64>
    %a = sparse_tensor.convert %d : tensor<6x5xf64> to tensor<6x5xf64, #CSR>
    %y1 = call @pos_sums_csr(%a) : (tensor<6x5xf64, #CSR>) -> tensor<6xf64, #SV>
    sparse_tensor.print %y1 : tensor<6xf64, #SV>
    %y2 = call @pos_sums_dense(%d) : (tensor<6x5xf64>) -> tensor<6xf64, #SV>
    sparse_tensor.print %y2 : tensor<6xf64, #SV>
    return
  }
}
