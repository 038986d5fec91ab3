// An in-place update inside a loop of a tensor defined outside it: refused (the next
// iteration would need a loop-carried value), never a wrong answer.
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
    graphblas.print %w { strings = ["w "] } : tensor<?xf64, #CV>
    return
  }
}
