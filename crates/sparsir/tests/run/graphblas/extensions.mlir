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
    %v5 = graphblas.union %v2, %v4 { union_operator = "plus", left_fill = 100.0 : f64, right_fill = 1000.0 : f64 } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v5 { strings = ["union_fill_plus "] } : tensor<?xf64, #CV>
    %v6 = graphblas.union %v2, %v4 { union_operator = "min", left_fill = -1.0 : f64, right_fill = 0.5 : f64 } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v6 { strings = ["union_fill_min "] } : tensor<?xf64, #CV>
    %v7 = graphblas.union %v2, %v4 { union_operator = "first", left_fill = 7.0 : f64, right_fill = 9.0 : f64 } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v7 { strings = ["union_fill_first "] } : tensor<?xf64, #CV>
    %v8 = arith.constant sparse<[[0, 0], [0, 3], [1, 1], [2, 0], [2, 2]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<3x4xf64>
    %v9 = sparse_tensor.convert %v8 : tensor<3x4xf64> to tensor<?x?xf64, #CSR>
    %v10 = arith.constant sparse<[[0, 0], [1, 2], [2, 2], [2, 3]], [10.0, 20.0, 30.0, 40.0]> : tensor<3x4xf64>
    %v11 = sparse_tensor.convert %v10 : tensor<3x4xf64> to tensor<?x?xf64, #CSR>
    %v12 = graphblas.union %v9, %v11 { union_operator = "times", left_fill = 2.0 : f64, right_fill = 3.0 : f64 } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
    graphblas.print %v12 { strings = ["union_fill_matrix "] } : tensor<?x?xf64, #CSR>
    %v13 = arith.constant sparse<[[0], [2], [3], [5], [6]], [1.0, 0.0, 5.0, 0.0, -1.0]> : tensor<8xf64>
    %v14 = sparse_tensor.convert %v13 : tensor<8xf64> to tensor<?xf64, #CV>
    %v15 = graphblas.union %v2, %v4, %v14 { union_operator = "plus" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v15 { strings = ["mask_structural "] } : tensor<?xf64, #CV>
    %v16 = graphblas.union %v2, %v4, %v14 { union_operator = "plus", mask_complement = true } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v16 { strings = ["mask_structural_complement "] } : tensor<?xf64, #CV>
    %v17 = graphblas.union %v2, %v4, %v14 { union_operator = "plus", value_mask = true } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v17 { strings = ["mask_value "] } : tensor<?xf64, #CV>
    %v18 = graphblas.union %v2, %v4, %v14 { union_operator = "plus", value_mask = true, mask_complement = true } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v18 { strings = ["mask_value_complement "] } : tensor<?xf64, #CV>
    %v19 = arith.constant sparse<[[0, 0], [0, 1], [1, 1], [2, 0], [2, 2]], [1.0, 0.0, 2.0, 0.0, 3.0]> : tensor<3x3xf64>
    %v20 = sparse_tensor.convert %v19 : tensor<3x3xf64> to tensor<?x?xf64, #CSR>
    %v21 = arith.constant sparse<[[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 2]], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<3x3xf64>
    %v22 = sparse_tensor.convert %v21 : tensor<3x3xf64> to tensor<?x?xf64, #CSR>
    %v23 = graphblas.matrix_multiply %v22, %v22, %v20 { semiring = "plus_times", value_mask = true } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
    graphblas.print %v23 { strings = ["mxm_value_mask "] } : tensor<?x?xf64, #CSR>
    graphblas.update %v22 -> %v20(%v20) { accumulate_operator = "plus", replace = true, value_mask = true } : tensor<?x?xf64, #CSR> -> tensor<?x?xf64, #CSR>(tensor<?x?xf64, #CSR>)
    graphblas.print %v20 { strings = ["update_value_mask "] } : tensor<?x?xf64, #CSR>
    %v24 = arith.constant dense<[3, 0, 0, 7, 2]> : tensor<5xindex>
    %v25 = graphblas.extract %v2, %v24 : tensor<?xf64, #CV>, tensor<5xindex> to tensor<?xf64, #CV>
    graphblas.print %v25 { strings = ["extract_vector "] } : tensor<?xf64, #CV>
    %v26 = arith.constant dense<[6]> : tensor<1xindex>
    %v27 = graphblas.extract %v2, %v26 : tensor<?xf64, #CV>, tensor<1xindex> to tensor<?xf64, #CV>
    graphblas.print %v27 { strings = ["extract_vector "] } : tensor<?xf64, #CV>
    %v28 = arith.constant dense<[2, 0, 2]> : tensor<3xi64>
    %v29 = arith.constant dense<[3, 0, 1, 2]> : tensor<4xi64>
    %v30 = graphblas.extract %v9, %v28, %v29 : tensor<?x?xf64, #CSR>, tensor<3xi64>, tensor<4xi64> to tensor<?x?xf64, #CSC>
    graphblas.print %v30 { strings = ["extract_matrix "] } : tensor<?x?xf64, #CSC>
    %v31 = arith.constant dense<[5, 0, 2]> : tensor<3xindex>
    %v32 = arith.constant sparse<[[0], [2]], [-5.0, -7.0]> : tensor<3xf64>
    %v33 = sparse_tensor.convert %v32 : tensor<3xf64> to tensor<?xf64, #CV>
    %v34 = graphblas.assign %v2, %v33, %v31 : tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<3xindex> to tensor<?xf64, #CV>
    graphblas.print %v34 { strings = ["assign_vector "] } : tensor<?xf64, #CV>
    %v35 = graphblas.assign %v2, %v33, %v31 { accumulate_operator = "max" } : tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<3xindex> to tensor<?xf64, #CV>
    graphblas.print %v35 { strings = ["assign_vector_max "] } : tensor<?xf64, #CV>
    %v36 = arith.constant 0.5 : f64
    %v37 = graphblas.assign %v2, %v36, %v31 : tensor<?xf64, #CV>, f64, tensor<3xindex> to tensor<?xf64, #CV>
    graphblas.print %v37 { strings = ["assign_scalar "] } : tensor<?xf64, #CV>
    %v38 = arith.constant dense<[6, 1, 6, 6]> : tensor<4xindex>
    %v39 = arith.constant sparse<[[0], [1], [2], [3]], [3.0, 1.0, 2.0, 8.0]> : tensor<4xf64>
    %v40 = sparse_tensor.convert %v39 : tensor<4xf64> to tensor<?xf64, #CV>
    %v41 = graphblas.assign %v2, %v40, %v38 { accumulate_operator = "min" } : tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<4xindex> to tensor<?xf64, #CV>
    graphblas.print %v41 { strings = ["assign_repeated_min "] } : tensor<?xf64, #CV>
    %v42 = graphblas.assign %v2, %v40, %v38 : tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<4xindex> to tensor<?xf64, #CV>
    graphblas.print %v42 { strings = ["assign_repeated_last "] } : tensor<?xf64, #CV>
    %v43 = arith.constant sparse<[[0, 1], [1, 0]], [9.0, 8.0]> : tensor<2x2xf64>
    %v44 = sparse_tensor.convert %v43 : tensor<2x2xf64> to tensor<?x?xf64, #CSR>
    %v45 = arith.constant dense<[2, 0]> : tensor<2xindex>
    %v46 = arith.constant dense<[0, 3]> : tensor<2xindex>
    %v47 = graphblas.assign %v9, %v44, %v45, %v46 : tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>, tensor<2xindex>, tensor<2xindex> to tensor<?x?xf64, #CSR>
    graphblas.print %v47 { strings = ["assign_matrix "] } : tensor<?x?xf64, #CSR>
    %v48 = graphblas.assign %v9, %v44, %v45, %v46 { accumulate_operator = "plus" } : tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>, tensor<2xindex>, tensor<2xindex> to tensor<?x?xf64, #CSR>
    graphblas.print %v48 { strings = ["assign_matrix_plus "] } : tensor<?x?xf64, #CSR>
    %v49 = arith.constant sparse<[[0, 1], [0, 2], [1, 2], [3, 0], [3, 4], [4, 4]], [1.0, 2.0, 3.0, 4.0, 0.5, -1.0]> : tensor<5x5xf64>
    %v50 = sparse_tensor.convert %v49 : tensor<5x5xf64> to tensor<?x?xf64, #CSR>
    %v51 = arith.constant dense<[1.0, 10.0, 100.0, 1000.0, 10000.0]> : tensor<5xf64>
    %v52 = tensor.cast %v51 : tensor<5xf64> to tensor<?xf64>
    %v53 = graphblas.matrix_multiply %v52, %v50 { semiring = "plus_times" } : (tensor<?xf64>, tensor<?x?xf64, #CSR>) to tensor<?xf64>
    graphblas.print %v53 { strings = ["dense_vxm "] } : tensor<?xf64>
    %v54 = graphblas.matrix_multiply %v50, %v52 { semiring = "min_plus" } : (tensor<?x?xf64, #CSR>, tensor<?xf64>) to tensor<?xf64>
    graphblas.print %v54 { strings = ["dense_mxv_min_plus "] } : tensor<?xf64>
    %v55 = arith.constant sparse<[[1], [4]], [2.0, 4.0]> : tensor<5xf64>
    %v56 = sparse_tensor.convert %v55 : tensor<5xf64> to tensor<?xf64, #CV>
    %v57 = graphblas.union %v52, %v56 { union_operator = "plus" } : (tensor<?xf64>, tensor<?xf64, #CV>) to tensor<?xf64>
    graphblas.print %v57 { strings = ["dense_union "] } : tensor<?xf64>
    %v58 = graphblas.intersect %v52, %v56 { intersect_operator = "div" } : (tensor<?xf64>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
    graphblas.print %v58 { strings = ["dense_intersect_sparse_result "] } : tensor<?xf64, #CV>
    %v59 = arith.constant 0.5 : f64
    %v60 = graphblas.apply %v52, %v59 { apply_operator = "times" } : (tensor<?xf64>, f64) to tensor<?xf64>
    graphblas.print %v60 { strings = ["dense_apply "] } : tensor<?xf64>
    %v61 = graphblas.reduce_to_scalar %v52 { aggregator = "max" } : tensor<?xf64> to f64
    graphblas.print %v61 { strings = ["dense_reduce_max "] } : f64
    graphblas.update %v56 -> %v52 { accumulate_operator = "min" } : tensor<?xf64, #CV> -> tensor<?xf64>
    graphblas.print %v52 { strings = ["dense_update_min "] } : tensor<?xf64>
    %v62 = arith.constant sparse<[[0, 0], [0, 2], [1, 1], [2, 0], [2, 3]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<3x4xf64>
    %v63 = sparse_tensor.convert %v62 : tensor<3x4xf64> to tensor<?x?xf64, #CSR>
    %v64 = arith.constant sparse<[[0, 0], [0, 2], [1, 1], [2, 2], [3, 0]], [2.0, -1.0, 0.5, 3.0, 1.0]> : tensor<4x3xf64>
    %v65 = sparse_tensor.convert %v64 : tensor<4x3xf64> to tensor<?x?xf64, #CSC>
    %v66 = arith.constant sparse<[[0, 0], [0, 2], [2, 0]], [1.0, 1.0, 1.0]> : tensor<3x3xf64>
    %v67 = sparse_tensor.convert %v66 : tensor<3x3xf64> to tensor<?x?xf64, #CSR>
    %v68 = graphblas.matrix_multiply %v63, %v65, %v67 { semiring = "plus_times" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
    %v69 = graphblas.reduce_to_scalar %v68 { aggregator = "plus" } : tensor<?x?xf64, #CSR> to f64
    graphblas.print %v69 { strings = ["fused_plus_masked "] } : f64
    %v70 = graphblas.matrix_multiply %v63, %v65 { semiring = "plus_times" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>) to tensor<?x?xf64, #CSR>
    %v71 = graphblas.reduce_to_scalar %v70 { aggregator = "plus" } : tensor<?x?xf64, #CSR> to f64
    graphblas.print %v71 { strings = ["fused_plus "] } : f64
    %v72 = graphblas.matrix_multiply %v63, %v65 { semiring = "plus_times" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>) to tensor<?x?xf64, #CSR>
    %v73 = graphblas.reduce_to_scalar %v72 { aggregator = "max" } : tensor<?x?xf64, #CSR> to f64
    graphblas.print %v73 { strings = ["unfused_max "] } : f64
    %v74 = graphblas.matrix_multiply %v63, %v65, %v67 { semiring = "min_times" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
    %v75 = graphblas.reduce_to_scalar %v74 { aggregator = "min" } : tensor<?x?xf64, #CSR> to f64
    graphblas.print %v75 { strings = ["fused_min_masked "] } : f64
    %v76 = graphblas.matrix_multiply %v63, %v65 { semiring = "plus_times" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>) to tensor<?x?xf64, #CSR>
    %v77 = graphblas.reduce_to_scalar %v76 { aggregator = "plus" } : tensor<?x?xf64, #CSR> to f64
    graphblas.print %v77 { strings = ["shared_product_sum "] } : f64
    graphblas.print %v76 { strings = ["shared_product "] } : tensor<?x?xf64, #CSR>
    return
  }
}
