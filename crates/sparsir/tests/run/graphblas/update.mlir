// HAND-WRITTEN EXPECTED OUTPUT: program and expected output written by gen.py (independent Python reference semantics of graphblas; products checked with scipy).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %v1 = arith.constant sparse<[[1], [3], [4], [6]], [10.0, 11.0, 12.0, 13.0]> : tensor<10xf64>
    %v2 = sparse_tensor.convert %v1 : tensor<10xf64> to tensor<?xf64, #CV>
    %v3 = arith.constant sparse<[[1], [4], [7]], [-1.5, 3.5, 7.5]> : tensor<10xf64>
    %v4 = sparse_tensor.convert %v3 : tensor<10xf64> to tensor<?xf64, #CV>
    %v5 = arith.constant sparse<[[0], [1], [2], [3]], [1.0, 1.0, 1.0, 1.0]> : tensor<10xf64>
    %v6 = sparse_tensor.convert %v5 : tensor<10xf64> to tensor<?xf64, #CV>
    %v7 = graphblas.dup %v2 : tensor<?xf64, #CV>
    graphblas.update %v4 -> %v7  : tensor<?xf64, #CV> -> tensor<?xf64, #CV>
    graphblas.print %v7 { strings = ["plain "] } : tensor<?xf64, #CV>
    %v8 = graphblas.dup %v2 : tensor<?xf64, #CV>
    graphblas.update %v4 -> %v8 { accumulate_operator = "plus" } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>
    graphblas.print %v8 { strings = ["accumulate "] } : tensor<?xf64, #CV>
    %v9 = graphblas.dup %v2 : tensor<?xf64, #CV>
    graphblas.update %v4 -> %v9(%v6)  : tensor<?xf64, #CV> -> tensor<?xf64, #CV>(tensor<?xf64, #CV>)
    graphblas.print %v9 { strings = ["mask "] } : tensor<?xf64, #CV>
    %v10 = graphblas.dup %v2 : tensor<?xf64, #CV>
    graphblas.update %v4 -> %v10(%v6) { replace = true } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>(tensor<?xf64, #CV>)
    graphblas.print %v10 { strings = ["mask_replace "] } : tensor<?xf64, #CV>
    %v11 = graphblas.dup %v2 : tensor<?xf64, #CV>
    graphblas.update %v4 -> %v11(%v6) { replace = true, mask_complement = true } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>(tensor<?xf64, #CV>)
    graphblas.print %v11 { strings = ["mask_complement_replace "] } : tensor<?xf64, #CV>
    %v12 = graphblas.dup %v2 : tensor<?xf64, #CV>
    graphblas.update %v4 -> %v12(%v6) { accumulate_operator = "plus" } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>(tensor<?xf64, #CV>)
    graphblas.print %v12 { strings = ["mask_accumulate "] } : tensor<?xf64, #CV>
    %v13 = graphblas.dup %v2 : tensor<?xf64, #CV>
    graphblas.update %v4 -> %v13(%v6) { accumulate_operator = "max", replace = true } : tensor<?xf64, #CV> -> tensor<?xf64, #CV>(tensor<?xf64, #CV>)
    graphblas.print %v13 { strings = ["mask_accumulate_replace "] } : tensor<?xf64, #CV>
    %v14 = graphblas.dup %v2 : tensor<?xf64, #CV>
    graphblas.update_generic %v4 -> %v14 : tensor<?xf64, #CV> -> tensor<?xf64, #CV> {
^bb0(%o: f64, %n: f64):
  %s = arith.subf %o, %n : f64
  graphblas.yield accumulate %s : f64
}
    graphblas.print %v14 { strings = ["generic_minus "] } : tensor<?xf64, #CV>
    graphblas.print %v2 { strings = ["source_unchanged "] } : tensor<?xf64, #CV>
    return
  }
}
