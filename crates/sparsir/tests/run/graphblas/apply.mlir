// HAND-WRITTEN EXPECTED OUTPUT: program and expected output written by gen.py (independent Python reference semantics of graphblas; products checked with scipy).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %v1 = arith.constant sparse<[[0, 1], [0, 2], [1, 0], [1, 3], [1, 4], [3, 2]], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<4x5xf64>
    %v2 = sparse_tensor.convert %v1 : tensor<4x5xf64> to tensor<?x?xf64, #CSR>
    %v3 = arith.constant sparse<[[1], [2], [4], [7]], [1, -1, 2, 3]> : tensor<9xi64>
    %v4 = sparse_tensor.convert %v3 : tensor<9xi64> to tensor<?xi64, #CV>
    %v5 = arith.constant 2.0 : f64
    %v6 = graphblas.apply %v2, %v5 { apply_operator = "div" } : (tensor<?x?xf64, #CSR>, f64) to tensor<?x?xf64, #CSR>
    graphblas.print %v6 { strings = ["div_right "] } : tensor<?x?xf64, #CSR>
    %v7 = graphblas.apply %v5, %v2 { apply_operator = "minus" } : (f64, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
    graphblas.print %v7 { strings = ["minus_left "] } : tensor<?x?xf64, #CSR>
    %v8 = graphblas.apply %v4 { apply_operator = "minv" } : (tensor<?xi64, #CV>) to tensor<?xi64, #CV>
    graphblas.print %v8 { strings = ["minv_int "] } : tensor<?xi64, #CV>
    %v9 = graphblas.apply %v4 { apply_operator = "ainv" } : (tensor<?xi64, #CV>) to tensor<?xi64, #CV>
    graphblas.print %v9 { strings = ["ainv "] } : tensor<?xi64, #CV>
    %v10 = graphblas.apply %v4 { apply_operator = "abs" } : (tensor<?xi64, #CV>) to tensor<?xi64, #CV>
    graphblas.print %v10 { strings = ["abs "] } : tensor<?xi64, #CV>
    %v11 = graphblas.apply %v2 { apply_operator = "sqrt" } : (tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
    graphblas.print %v11 { strings = ["sqrt "] } : tensor<?x?xf64, #CSR>
    %v12 = graphblas.apply %v2 { apply_operator = "column" } : (tensor<?x?xf64, #CSR>) to tensor<?x?xi64, #CSR>
    graphblas.print %v12 { strings = ["column "] } : tensor<?x?xi64, #CSR>
    %v13 = graphblas.apply %v2 { apply_operator = "row" } : (tensor<?x?xf64, #CSR>) to tensor<?x?xi64, #CSR>
    graphblas.print %v13 { strings = ["row "] } : tensor<?x?xi64, #CSR>
    %v14 = arith.constant 1 : i64
    %v15 = graphblas.apply %v4, %v14 { apply_operator = "gt" } : (tensor<?xi64, #CV>, i64) to tensor<?xi8, #CV>
    graphblas.print %v15 { strings = ["gt "] } : tensor<?xi8, #CV>
    %v16 = graphblas.apply_generic %v2 : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR> {
^bb0(%x: f64):
  %y = arith.mulf %x, %x : f64
  graphblas.yield transform_out %y : f64
}
    graphblas.print %v16 { strings = ["generic_square "] } : tensor<?x?xf64, #CSR>
    %v17 = arith.constant sparse<[[0, 1], [0, 2], [1, 0], [1, 3], [1, 4], [3, 2]], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<4x5xf64>
    %v18 = sparse_tensor.convert %v17 : tensor<4x5xf64> to tensor<?x?xf64, #CSR>
    graphblas.apply %v18, %v5 { apply_operator = "times", in_place = true } : (tensor<?x?xf64, #CSR>, f64) to tensor<?x?xf64, #CSR>
    graphblas.print %v18 { strings = ["in_place "] } : tensor<?x?xf64, #CSR>
    return
  }
}
