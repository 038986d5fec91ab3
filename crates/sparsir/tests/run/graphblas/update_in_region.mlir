// An in-place update inside an op that cannot carry the new value out (here
// scf.execute_region) is refused, never run with a stale tensor.
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %d = arith.constant sparse<[[1], [3]], [1.0, 2.0]> : tensor<5xf64>
    %v = sparse_tensor.convert %d : tensor<5xf64> to tensor<?xf64, #CV>
    %w = graphblas.dup %v : tensor<?xf64, #CV>
    scf.execute_region {
      graphblas.update %v -> %w { accumulate_operator = "plus" } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>
      scf.yield
    }
    graphblas.print %w { strings = ["w "] } : tensor<?xf64, #CV>
    return
  }
}
