// HAND-WRITTEN EXPECTED OUTPUT: in-place updates inside scf.for, scf.while and scf.if of
// tensors defined outside them; later reads — the next iteration, after the loop — see
// every update. v = [_, 1, _, 2, _].
// * for: w = v, then three times w += v: [_, 4, _, 8, _].
// * while: x = v; while x(1) < 10: x += x (apply in place, times 2): 1 -> 2 -> 4 -> 8 ->
//   16 (4 doublings), [_, 16, _, 32, _], and the loop's counter 4.
// * if: y = v; if true: y = y + [_, _, 5, _, _] (update, accumulate plus): [_, 1, 5, 2, _];
//   if false: unchanged.
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %d = arith.constant sparse<[[1], [3]], [1.0, 2.0]> : tensor<5xf64>
    %v = sparse_tensor.convert %d : tensor<5xf64> to tensor<?xf64, #CV>
    %w = graphblas.dup %v : tensor<?xf64, #CV>
    scf.for %i = %c0 to %c3 step %c1 {
      graphblas.update %v -> %w { accumulate_operator = "plus" } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>
    }
    graphblas.print %w { strings = ["for "] } : tensor<?xf64, #CV>
    %x = graphblas.dup %v : tensor<?xf64, #CV>
    %two = arith.constant 2.0 : f64
    %ten = arith.constant 10.0 : f64
    %n = scf.while (%k = %c0) : (index) -> index {
      %first = graphblas.reduce_to_scalar %x { aggregator = "min" } : tensor<?xf64, #CV> to f64
      %go = arith.cmpf olt, %first, %ten : f64
      scf.condition(%go) %k : index
    } do {
    ^bb0(%k: index):
      graphblas.apply %x, %two { apply_operator = "times", in_place = true } : (tensor<?xf64, #CV>, f64) to tensor<?xf64, #CV>
      %k2 = arith.addi %k, %c1 : index
      scf.yield %k2 : index
    }
    graphblas.print %x, %n { strings = ["while ", " steps "] } : tensor<?xf64, #CV>, index
    %e = arith.constant sparse<[[2]], [5.0]> : tensor<5xf64>
    %f = sparse_tensor.convert %e : tensor<5xf64> to tensor<?xf64, #CV>
    %true = arith.constant true
    %false = arith.constant false
    %y = graphblas.dup %v : tensor<?xf64, #CV>
    scf.if %true {
      graphblas.update %f -> %y { accumulate_operator = "plus" } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>
    }
    graphblas.print %y { strings = ["if "] } : tensor<?xf64, #CV>
    %z = graphblas.dup %v : tensor<?xf64, #CV>
    scf.if %false {
      graphblas.update %f -> %z { accumulate_operator = "plus" } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>
    }
    graphblas.print %z { strings = ["if not "] } : tensor<?xf64, #CV>
    return
  }
}
