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
    %v9 = graphblas.reduce_to_scalar %v2 { aggregator = "plus" } : tensor<?x?xf64, #CSR> to f64
    graphblas.print %v9 { strings = ["sum "] } : f64
    %v10 = graphblas.reduce_to_scalar %v4 { aggregator = "max" } : tensor<?x?xf64, #CSC> to f64
    graphblas.print %v10 { strings = ["max "] } : f64
    %v11 = graphblas.reduce_to_scalar %v2 { aggregator = "count" } : tensor<?x?xf64, #CSR> to i64
    graphblas.print %v11 { strings = ["count "] } : i64
    %v12 = arith.constant sparse<[[1], [2], [4], [6]], [3.0, 1.0, 1.0, 5.0]> : tensor<7xf64>
    %v13 = sparse_tensor.convert %v12 : tensor<7xf64> to tensor<?xf64, #CV>
    %v14 = graphblas.reduce_to_scalar %v13 { aggregator = "argmin" } : tensor<?xf64, #CV> to i64
    graphblas.print %v14 { strings = ["argmin "] } : i64
    %v15 = graphblas.reduce_to_scalar %v13 { aggregator = "argmax" } : tensor<?xf64, #CV> to i64
    graphblas.print %v15 { strings = ["argmax "] } : i64
    %v16 = graphblas.reduce_to_scalar_generic %v13 : tensor<?xf64, #CV> to f64 {
  %one = arith.constant 1.0 : f64
  graphblas.yield agg_identity %one : f64
}, {
^bb0(%s: f64, %t: f64):
  %m = arith.mulf %s, %t : f64
  graphblas.yield agg %m : f64
}
    graphblas.print %v16 { strings = ["product_generic "] } : f64
    return
  }
}
