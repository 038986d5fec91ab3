// HAND-WRITTEN EXPECTED OUTPUT: the "probability" selector keeps an entry when a draw in
// [0, 1) from mlir-graphblas's RNG context is below the thunk: with 0 nothing is kept,
// with 1 everything; with 0.5 the kept entries are a subset of the input's.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func private @create_choose_uniform_context(i64) -> !llvm.ptr<i8>
  func.func private @destroy_choose_uniform_context(!llvm.ptr<i8>)
  func.func @main() {
    %seed = arith.constant 42 : i64
    %ctx = func.call @create_choose_uniform_context(%seed) : (i64) -> !llvm.ptr<i8>
    %d = arith.constant sparse<[[0, 1], [1, 0], [1, 2], [2, 2]], [1.0, 2.0, 3.0, 4.0]> : tensor<3x3xf64>
    %m = sparse_tensor.convert %d : tensor<3x3xf64> to tensor<?x?xf64, #CSR>
    %zero = arith.constant 0.0 : f64
    %one = arith.constant 1.0 : f64
    %half = arith.constant 0.5 : f64
    %none = graphblas.select %m, %zero, %ctx { selector = "probability" } : tensor<?x?xf64, #CSR>, f64, !llvm.ptr<i8> to tensor<?x?xf64, #CSR>
    graphblas.print %none { strings = ["none "] } : tensor<?x?xf64, #CSR>
    %all = graphblas.select %m, %one, %ctx { selector = "probability" } : tensor<?x?xf64, #CSR>, f64, !llvm.ptr<i8> to tensor<?x?xf64, #CSR>
    graphblas.print %all { strings = ["all "] } : tensor<?x?xf64, #CSR>
    %some = graphblas.select %m, %half, %ctx { selector = "probability" } : tensor<?x?xf64, #CSR>, f64, !llvm.ptr<i8> to tensor<?x?xf64, #CSR>
    %outside = graphblas.select_mask %some, %m { mask_complement = true } : tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR>
    %extra = graphblas.num_vals %outside : tensor<?x?xf64, #CSR>
    graphblas.print %extra { strings = ["kept outside the input "] } : index
    func.call @destroy_choose_uniform_context(%ctx) : (!llvm.ptr<i8>) -> ()
    return
  }
}
