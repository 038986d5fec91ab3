// HAND-WRITTEN EXPECTED OUTPUT: program and expected output written by gen.py (independent Python reference semantics of graphblas; products checked with scipy).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %v1 = arith.constant sparse<[[0, 0], [0, 3], [1, 1], [2, 0], [2, 3], [3, 1]], [1.0, 2.0, 3.0, -4.0, 5.0, 6.0]> : tensor<4x4xf64>
    %v2 = sparse_tensor.convert %v1 : tensor<4x4xf64> to tensor<?x?xf64, #CSR>
    %v3 = arith.constant sparse<[[0, 0], [0, 3], [1, 1], [2, 0], [2, 3], [3, 1]], [1.0, 2.0, 3.0, -4.0, 5.0, 6.0]> : tensor<4x4xf64>
    %v4 = sparse_tensor.convert %v3 : tensor<4x4xf64> to tensor<?x?xf64, #CSC>
    %v5 = graphblas.select %v2 { selector = "triu" } : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR>
    graphblas.print %v5 { strings = ["triu "] } : tensor<?x?xf64, #CSR>
    %v6 = graphblas.select %v4 { selector = "tril" } : tensor<?x?xf64, #CSC> to tensor<?x?xf64, #CSC>
    graphblas.print %v6 { strings = ["tril_csc "] } : tensor<?x?xf64, #CSC>
    %v7 = arith.constant 2.5 : f64
    %v8 = graphblas.select %v2, %v7 { selector = "gt" } : tensor<?x?xf64, #CSR>, f64 to tensor<?x?xf64, #CSR>
    graphblas.print %v8 { strings = ["gt "] } : tensor<?x?xf64, #CSR>
    %v9 = graphblas.select_generic %v2 : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR> {
^bb0(%x: f64, %i: index, %j: index):
  %d = arith.cmpi eq, %i, %j : index
  graphblas.yield select_out %d : i1
}
    graphblas.print %v9 { strings = ["diagonal "] } : tensor<?x?xf64, #CSR>
    %v10 = arith.constant sparse<[[0, 0], [2, 3], [3, 3]], [1, 1, 1]> : tensor<4x4xi32>
    %v11 = sparse_tensor.convert %v10 : tensor<4x4xi32> to tensor<?x?xi32, #CSR>
    %v12 = graphblas.select_mask %v2, %v11 : tensor<?x?xf64, #CSR>, tensor<?x?xi32, #CSR> to tensor<?x?xf64, #CSR>
    graphblas.print %v12 { strings = ["mask "] } : tensor<?x?xf64, #CSR>
    %v13 = graphblas.select_mask %v2, %v11 { mask_complement = true } : tensor<?x?xf64, #CSR>, tensor<?x?xi32, #CSR> to tensor<?x?xf64, #CSR>
    graphblas.print %v13 { strings = ["mask_complement "] } : tensor<?x?xf64, #CSR>
    %v14 = arith.constant sparse<[[0], [2], [5]], [1.0, -3.0, 2.0]> : tensor<6xf64>
    %v15 = sparse_tensor.convert %v14 : tensor<6xf64> to tensor<?xf64, #CV>
    %v16 = arith.constant 7.0 : f64
    %v17 = graphblas.uniform_complement %v15, %v16 : tensor<?xf64, #CV>, f64 to tensor<?xf64, #CV>
    graphblas.print %v17 { strings = ["uniform_complement "] } : tensor<?xf64, #CV>
    return
  }
}
