// HAND-WRITTEN EXPECTED OUTPUT: program and expected output written by gen.py (independent Python reference semantics of graphblas; products checked with scipy).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %v1 = arith.constant sparse<[[0, 1], [0, 2], [1, 0], [1, 3], [1, 4], [3, 2]], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<4x5xf64>
    %v2 = sparse_tensor.convert %v1 : tensor<4x5xf64> to tensor<?x?xf64, #CSR>
    %v3 = arith.constant sparse<[[0, 1], [0, 2], [1, 0], [1, 3], [1, 4], [3, 2]], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<4x5xf64>
    %v4 = sparse_tensor.convert %v3 : tensor<4x5xf64> to tensor<?x?xf64, #CSC>
    %v5 = graphblas.reduce_to_vector %v2 { aggregator = "plus", axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xf64, #CV>
    graphblas.print %v5 { strings = ["rows_plus "] } : tensor<?xf64, #CV>
    %v6 = graphblas.reduce_to_vector %v4 { aggregator = "plus", axis = 0 } : tensor<?x?xf64, #CSC> to tensor<?xf64, #CV>
    graphblas.print %v6 { strings = ["cols_plus_csc "] } : tensor<?xf64, #CV>
    %v7 = graphblas.reduce_to_vector %v2 { aggregator = "count", axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xi64, #CV>
    graphblas.print %v7 { strings = ["rows_count "] } : tensor<?xi64, #CV>
    %v8 = graphblas.reduce_to_vector_generic %v2 { axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xf64, #CV> {
  %lo = arith.constant -1.0e300 : f64
  graphblas.yield agg_identity %lo : f64
}, {
^bb0(%s: f64, %t: f64):
  %m = arith.maximumf %s, %t : f64
  graphblas.yield agg %m : f64
}
    graphblas.print %v8 { strings = ["rows_max_generic "] } : tensor<?xf64, #CV>
    %v9 = arith.constant sparse<[[0, 1], [0, 2], [0, 4], [1, 0], [1, 3], [3, 2], [3, 4]], [2.0, 2.0, -1.0, 3.0, 7.0, 6.0, 6.0]> : tensor<4x5xf64>
    %v10 = sparse_tensor.convert %v9 : tensor<4x5xf64> to tensor<?x?xf64, #CSR>
    %v11 = graphblas.reduce_to_vector %v10 { aggregator = "first", axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xf64, #CV>
    graphblas.print %v11 { strings = ["rows_first "] } : tensor<?xf64, #CV>
    %v12 = graphblas.reduce_to_vector %v10 { aggregator = "last", axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xf64, #CV>
    graphblas.print %v12 { strings = ["rows_last "] } : tensor<?xf64, #CV>
    %v13 = graphblas.reduce_to_vector %v10 { aggregator = "argmin", axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xi64, #CV>
    graphblas.print %v13 { strings = ["rows_argmin "] } : tensor<?xi64, #CV>
    %v14 = graphblas.reduce_to_vector %v10 { aggregator = "argmax", axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xi64, #CV>
    graphblas.print %v14 { strings = ["rows_argmax "] } : tensor<?xi64, #CV>
    %v15 = graphblas.reduce_to_vector %v10 { aggregator = "argmax", axis = 0 } : tensor<?x?xf64, #CSR> to tensor<?xi64, #CV>
    graphblas.print %v15 { strings = ["cols_argmax "] } : tensor<?xi64, #CV>
    %v16 = arith.constant sparse<[[0], [3]], [1.0, 1.0]> : tensor<4xf64>
    %v17 = sparse_tensor.convert %v16 : tensor<4xf64> to tensor<?xf64, #CV>
    %v18 = graphblas.reduce_to_vector %v10, %v17 { aggregator = "last", axis = 1 } : tensor<?x?xf64, #CSR>, tensor<?xf64, #CV> to tensor<?xf64, #CV>
    graphblas.print %v18 { strings = ["rows_last_masked "] } : tensor<?xf64, #CV>
    %v19 = graphblas.reduce_to_scalar %v2 { aggregator = "plus" } : tensor<?x?xf64, #CSR> to f64
    graphblas.print %v19 { strings = ["sum "] } : f64
    %v20 = graphblas.reduce_to_scalar %v4 { aggregator = "max" } : tensor<?x?xf64, #CSC> to f64
    graphblas.print %v20 { strings = ["max "] } : f64
    %v21 = graphblas.reduce_to_scalar %v2 { aggregator = "count" } : tensor<?x?xf64, #CSR> to i64
    graphblas.print %v21 { strings = ["count "] } : i64
    %v22 = arith.constant sparse<[[1], [2], [4], [6]], [3.0, 1.0, 1.0, 5.0]> : tensor<7xf64>
    %v23 = sparse_tensor.convert %v22 : tensor<7xf64> to tensor<?xf64, #CV>
    %v24 = graphblas.reduce_to_scalar %v23 { aggregator = "argmin" } : tensor<?xf64, #CV> to i64
    graphblas.print %v24 { strings = ["argmin "] } : i64
    %v25 = graphblas.reduce_to_scalar %v23 { aggregator = "argmax" } : tensor<?xf64, #CV> to i64
    graphblas.print %v25 { strings = ["argmax "] } : i64
    %v26 = graphblas.reduce_to_scalar_generic %v23 : tensor<?xf64, #CV> to f64 {
  %one = arith.constant 1.0 : f64
  graphblas.yield agg_identity %one : f64
}, {
^bb0(%s: f64, %t: f64):
  %m = arith.mulf %s, %t : f64
  graphblas.yield agg %m : f64
}
    graphblas.print %v26 { strings = ["product_generic "] } : f64
    return
  }
}
