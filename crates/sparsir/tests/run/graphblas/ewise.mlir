// HAND-WRITTEN EXPECTED OUTPUT: program and expected output written by gen.py (independent Python reference semantics of graphblas; products checked with scipy).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %v1 = arith.constant sparse<[[0], [2], [3], [6]], [1.0, 2.0, 3.0, 4.0]> : tensor<8xf64>
    %v2 = sparse_tensor.convert %v1 : tensor<8xf64> to tensor<?xf64, #CV>
    %v3 = arith.constant sparse<[[2], [3], [5], [6]], [10.0, 20.0, 30.0, 40.0]> : tensor<8xf64>
    %v4 = sparse_tensor.convert %v3 : tensor<8xf64> to tensor<?xf64, #CV>
    %v5 = graphblas.union %v2, %v4 { union_operator = "plus" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v5 { strings = ["union_plus "] } : tensor<?xf64, #CV>
    %v6 = graphblas.intersect %v2, %v4 { intersect_operator = "minus" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v6 { strings = ["intersect_minus "] } : tensor<?xf64, #CV>
    %v7 = arith.constant sparse<[[0], [3], [5]], [1.0, 1.0, 1.0]> : tensor<8xf64>
    %v8 = sparse_tensor.convert %v7 : tensor<8xf64> to tensor<?xf64, #CV>
    %v9 = graphblas.union %v2, %v4, %v8 { union_operator = "min" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v9 { strings = ["union_min_masked "] } : tensor<?xf64, #CV>
    %v10 = graphblas.intersect_generic %v2, %v4 : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV> {
^bb0(%p: f64, %q: f64):
  %s = arith.addf %p, %q : f64
  %t = arith.mulf %s, %s : f64
  graphblas.yield mult %t : f64
}
    graphblas.print %v10 { strings = ["intersect_generic "] } : tensor<?xf64, #CV>
    %v11 = graphblas.union_generic %v2, %v4 : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV> {
^bb0(%p: f64, %q: f64):
  %s = arith.subf %p, %q : f64
  graphblas.yield mult %s : f64
}
    graphblas.print %v11 { strings = ["union_generic "] } : tensor<?xf64, #CV>
    %v12 = graphblas.intersect %v2, %v4 { intersect_operator = "lt" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xi8, #CV>
    graphblas.print %v12 { strings = ["intersect_lt "] } : tensor<?xi8, #CV>
    return
  }
}
