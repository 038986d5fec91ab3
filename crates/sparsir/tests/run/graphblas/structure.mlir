// HAND-WRITTEN EXPECTED OUTPUT: program and expected output written by gen.py (independent Python reference semantics of graphblas; products checked with scipy).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %v1 = arith.constant sparse<[[0, 1], [0, 2], [1, 0], [1, 3], [1, 4], [3, 2]], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<4x5xf64>
    %v2 = sparse_tensor.convert %v1 : tensor<4x5xf64> to tensor<?x?xf64, #CSR>
    %v3 = graphblas.convert_layout %v2 : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSC>
    graphblas.print %v3 { strings = ["csc "] } : tensor<?x?xf64, #CSC>
    graphblas.print_tensor %v3 { level = 5 } : tensor<?x?xf64, #CSC>
    %v4 = graphblas.transpose %v2 : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR>
    graphblas.print %v4 { strings = ["transpose "] } : tensor<?x?xf64, #CSR>
    graphblas.print_tensor %v4 { level = 3 } : tensor<?x?xf64, #CSR>
    %v5 = graphblas.num_rows %v2 : tensor<?x?xf64, #CSR>
    graphblas.print %v5 { strings = ["rows "] } : index
    %v6 = graphblas.num_cols %v2 : tensor<?x?xf64, #CSR>
    graphblas.print %v6 { strings = ["cols "] } : index
    %v7 = graphblas.num_vals %v2 : tensor<?x?xf64, #CSR>
    graphblas.print %v7 { strings = ["vals "] } : index
    %v8 = arith.constant sparse<[[1], [2], [4], [7]], [1, -1, 2, 3]> : tensor<9xi64>
    %v9 = sparse_tensor.convert %v8 : tensor<9xi64> to tensor<?xi64, #CV>
    %v10 = graphblas.size %v9 : tensor<?xi64, #CV>
    graphblas.print %v10 { strings = ["size "] } : index
    %v11 = graphblas.dup %v9 : tensor<?xi64, #CV>
    %v12 = graphblas.equal %v9, %v11 : tensor<?xi64, #CV>, tensor<?xi64, #CV>
    graphblas.print %v12 { strings = ["equal_dup "] } : i1
    %v13 = arith.constant sparse<[[0], [2], [4], [8]], [5, 4, -2, 1]> : tensor<9xi64>
    %v14 = sparse_tensor.convert %v13 : tensor<9xi64> to tensor<?xi64, #CV>
    %v15 = graphblas.equal %v9, %v14 : tensor<?xi64, #CV>, tensor<?xi64, #CV>
    graphblas.print %v15 { strings = ["equal_other "] } : i1
    %v16 = graphblas.diag %v9 : tensor<?xi64, #CV> to tensor<?x?xi64, #CSR>
    graphblas.print %v16 { strings = ["diag_matrix "] } : tensor<?x?xi64, #CSR>
    %v17 = graphblas.diag %v16 : tensor<?x?xi64, #CSR> to tensor<?xi64, #CV>
    graphblas.print %v17 { strings = ["diag_vector "] } : tensor<?xi64, #CV>
    %v18 = arith.constant 2.5 : f64
    %v19 = graphblas.apply %v2, %v18 { apply_operator = "times" } : (tensor<?x?xf64, #CSR>, f64) to tensor<?x?xf64, #CSR>
    %v20 = graphblas.cast %v19 : tensor<?x?xf64, #CSR> to tensor<?x?xi32, #CSR>
    graphblas.print %v20 { strings = ["cast "] } : tensor<?x?xi32, #CSR>
    %v21:2 = graphblas.to_coo %v2 : tensor<?x?xf64, #CSR> to tensor<?x?xindex>, tensor<?xf64>
    graphblas.print %v21#0 { strings = ["coo_indices "] } : tensor<?x?xindex>
    graphblas.print %v21#1 { strings = ["coo_values "] } : tensor<?xf64>
    %v22 = arith.constant 4 : index
    %v23 = arith.constant 5 : index
    %v24 = graphblas.from_coo %v21#0, %v21#1 [%v22, %v23] : tensor<?x?xindex>, tensor<?xf64> to tensor<?x?xf64, #CSR>
    graphblas.print %v24 { strings = ["from_coo "] } : tensor<?x?xf64, #CSR>
    graphblas.comment { comment = "comments lower to nothing" }
    return
  }
}
