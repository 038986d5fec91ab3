// HAND-WRITTEN EXPECTED OUTPUT: program and expected output written by gen.py (independent Python reference semantics of graphblas; products checked with scipy).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %v1 = arith.constant 1.5 : f32
    %v2 = arith.constant 7 : i32
    graphblas.print %v1, %v2 { strings = ["start ", " middle ", " end", " z"] } : f32, i32
    graphblas.print %v1, %v2, %v2 { strings = ["values "] } : f32, i32, i32
    %v3 = arith.constant dense<[0.0, 10.0, 20.0, 0.0]> : tensor<4xf64>
    graphblas.print %v3 { strings = ["dense "] } : tensor<4xf64>
    %v4 = arith.constant sparse<[[1], [2]], [10.0, 20.0]> : tensor<4xf64>
    %v5 = sparse_tensor.convert %v4 : tensor<4xf64> to tensor<?xf64, #CV>
    graphblas.print_tensor %v5 { level = 0 } : tensor<?xf64, #CV>
    graphblas.print_tensor %v5 { level = 4 } : tensor<?xf64, #CV>
    graphblas.print_tensor %v5 { level = 1 } : tensor<?xf64, #CV>
    return
  }
}
