// HAND-WRITTEN EXPECTED OUTPUT: program and expected output written by gen.py (independent Python reference semantics of graphblas; products checked with scipy).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %v1 = arith.constant sparse<[[0, 1], [0, 2], [1, 0], [1, 3], [1, 4], [3, 2]], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<4x5xf64>
    %v2 = sparse_tensor.convert %v1 : tensor<4x5xf64> to tensor<?x?xf64, #CSR>
    %v3 = arith.constant sparse<[[0, 0], [1, 1], [2, 0], [2, 2], [3, 1], [4, 2]], [1.5, 2.0, -1.0, 4.0, 0.5, 2.0]> : tensor<5x3xf64>
    %v4 = sparse_tensor.convert %v3 : tensor<5x3xf64> to tensor<?x?xf64, #CSC>
    %v5 = graphblas.matrix_multiply %v2, %v4 { semiring = "plus_times" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>) to tensor<?x?xf64, #CSR>
    graphblas.print %v5 { strings = ["plus_times "] } : tensor<?x?xf64, #CSR>
    %v6 = graphblas.matrix_multiply %v2, %v4 { semiring = "min_plus" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>) to tensor<?x?xf64, #CSR>
    graphblas.print %v6 { strings = ["min_plus "] } : tensor<?x?xf64, #CSR>
    %v7 = graphblas.matrix_multiply %v2, %v4 { semiring = "any_pair" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>) to tensor<?x?xf64, #CSR>
    graphblas.print %v7 { strings = ["any_pair "] } : tensor<?x?xf64, #CSR>
    %v8 = arith.constant sparse<[[0, 0], [0, 1], [1, 2], [3, 0]], [1.0, 1.0, 1.0, 1.0]> : tensor<4x3xf64>
    %v9 = sparse_tensor.convert %v8 : tensor<4x3xf64> to tensor<?x?xf64, #CSR>
    %v10 = graphblas.matrix_multiply %v2, %v4, %v9 { semiring = "plus_times" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
    graphblas.print %v10 { strings = ["masked "] } : tensor<?x?xf64, #CSR>
    %v11 = graphblas.matrix_multiply %v2, %v4, %v9 { semiring = "plus_times", mask_complement = true } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
    graphblas.print %v11 { strings = ["complement_masked "] } : tensor<?x?xf64, #CSR>
    %v12 = arith.constant sparse<[[0], [3], [4]], [1.0, 2.0, -1.0]> : tensor<5xf64>
    %v13 = sparse_tensor.convert %v12 : tensor<5xf64> to tensor<?xf64, #CV>
    %v14 = graphblas.matrix_multiply %v2, %v13 { semiring = "plus_times" } : (tensor<?x?xf64, #CSR>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v14 { strings = ["mxv "] } : tensor<?xf64, #CV>
    %v15 = arith.constant sparse<[[0], [1]], [1.0, 2.0]> : tensor<4xf64>
    %v16 = sparse_tensor.convert %v15 : tensor<4xf64> to tensor<?xf64, #CV>
    %v17 = graphblas.matrix_multiply %v16, %v2 { semiring = "plus_times" } : (tensor<?xf64, #CV>, tensor<?x?xf64, #CSR>) to tensor<?xf64, #CV>
    graphblas.print %v17 { strings = ["vxm "] } : tensor<?xf64, #CV>
    %v18 = arith.constant sparse<[[0], [2], [3]], [3.0, 1.0, 0.5]> : tensor<5xf64>
    %v19 = sparse_tensor.convert %v18 : tensor<5xf64> to tensor<?xf64, #CV>
    %v20 = graphblas.matrix_multiply %v13, %v19 { semiring = "plus_times" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to f64
    graphblas.print %v20 { strings = ["vxv "] } : f64
    %v21 = graphblas.matrix_multiply_generic %v2, %v4 : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>) to tensor<?x?xf64, #CSR> {
  %zero = arith.constant 0.0 : f64
  graphblas.yield add_identity %zero : f64
}, {
^bb0(%s: f64, %t: f64):
  %u = arith.addf %s, %t : f64
  graphblas.yield add %u : f64
}, {
^bb0(%p: f64, %q: f64):
  %w = arith.mulf %p, %q : f64
  graphblas.yield mult %w : f64
}, {
^bb0(%o: f64):
  %one = arith.constant 1.0 : f64
  %n = arith.addf %o, %one : f64
  graphblas.yield transform_out %n : f64
}
    graphblas.print %v21 { strings = ["generic_plus_one "] } : tensor<?x?xf64, #CSR>
    %v22 = graphblas.matrix_multiply_reduce_to_scalar_generic %v2, %v4 : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>) to f64 {
  %zero = arith.constant 0.0 : f64
  graphblas.yield add_identity %zero : f64
}, {
^bb0(%s: f64, %t: f64):
  %u = arith.addf %s, %t : f64
  graphblas.yield add %u : f64
}, {
^bb0(%p: f64, %q: f64):
  %w = arith.mulf %p, %q : f64
  graphblas.yield mult %w : f64
}, {
  %neg = arith.constant -1.0e300 : f64
  graphblas.yield agg_identity %neg : f64
}, {
^bb0(%s: f64, %t: f64):
  %m = arith.maximumf %s, %t : f64
  graphblas.yield agg %m : f64
}
    graphblas.print %v22 { strings = ["mxm_reduce_max "] } : f64
    return
  }
}
