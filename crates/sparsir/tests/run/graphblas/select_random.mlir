// HAND-WRITTEN EXPECTED OUTPUT: matrix_select_random keeps rows of at most n = 2 entries
// whole and lets `choose_n` pick 2 entries (by position in the row) from longer rows.
// With the program's own chooser @choose_last (positions max-2 and max-1) the result is
// each row's last two entries: row 0 [1, 2, 3, 4] at columns 0, 2, 3, 5 keeps 3 and 4 at
// columns 3 and 5; row 1 (one entry) and row 2 (two) are kept; row 3 [7, 8, 9] keeps 8 and
// 9. With mlir-graphblas's choose_uniform the choice is random: each row keeps
// min(length, 2) of its own entries (counts [2, 1, 2, 2], none outside the input).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func private @create_choose_uniform_context(i64) -> !llvm.ptr<i8>
  func.func private @destroy_choose_uniform_context(!llvm.ptr<i8>)
  func.func private @choose_uniform(!llvm.ptr<i8>, i64, i64, memref<?xi64>, memref<?xf64>)
  func.func @choose_last(%ctx: !llvm.ptr<i8>, %n: i64, %max: i64, %out: memref<?xi64>, %vals: memref<?xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ni = arith.index_cast %n : i64 to index
    scf.for %q = %c0 to %ni step %c1 {
      %qi = arith.index_cast %q : index to i64
      %first = arith.subi %max, %n : i64
      %k = arith.addi %first, %qi : i64
      memref.store %k, %out[%q] : memref<?xi64>
    }
    return
  }
  func.func @main() {
    %d = arith.constant sparse<[[0, 0], [0, 2], [0, 3], [0, 5], [1, 4], [2, 1], [2, 2], [3, 0], [3, 1], [3, 4]],
                               [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 6.5, 7.0, 8.0, 9.0]> : tensor<4x6xf64>
    %m = sparse_tensor.convert %d : tensor<4x6xf64> to tensor<?x?xf64, #CSR>
    %seed = arith.constant 7 : i64
    %ctx = func.call @create_choose_uniform_context(%seed) : (i64) -> !llvm.ptr<i8>
    %two = arith.constant 2 : i64
    %last = graphblas.matrix_select_random %m, %two, %ctx { choose_n = @choose_last } : (tensor<?x?xf64, #CSR>, i64, !llvm.ptr<i8>) to tensor<?x?xf64, #CSR>
    graphblas.print %last { strings = ["last two "] } : tensor<?x?xf64, #CSR>
    %any = graphblas.matrix_select_random %m, %two, %ctx { choose_n = @choose_uniform } : (tensor<?x?xf64, #CSR>, i64, !llvm.ptr<i8>) to tensor<?x?xf64, #CSR>
    %counts = graphblas.reduce_to_vector %any { aggregator = "count", axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xi64, #CV>
    graphblas.print %counts { strings = ["uniform counts "] } : tensor<?xi64, #CV>
    %outside = graphblas.select_mask %any, %m { mask_complement = true } : tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR>
    %n_out = graphblas.num_vals %outside : tensor<?x?xf64, #CSR>
    graphblas.print %n_out { strings = ["outside the input "] } : index
    func.call @destroy_choose_uniform_context(%ctx) : (!llvm.ptr<i8>) -> ()
    return
  }
}
