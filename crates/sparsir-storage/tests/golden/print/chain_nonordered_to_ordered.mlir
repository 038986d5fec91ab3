// Checks nonordered COO -> ordered CSR -> nonordered CSR -> DCSC from an out-of-order sparse literal (no deallocs: MLIR 22 double-frees them).
#COO_NO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered)) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSR_NO = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed(nonordered)) }>
#DCSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed) }>
module {
  func.func @main() {
    %c1 = arith.constant sparse<[[2, 3], [0, 1], [2, 0], [1, 1], [0, 0]], [1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<3x4xf64>
    %s2 = sparse_tensor.convert %c1 : tensor<3x4xf64> to tensor<3x4xf64, #COO_NO>
    sparse_tensor.print %s2 : tensor<3x4xf64, #COO_NO>
    %s3 = sparse_tensor.convert %s2 : tensor<3x4xf64, #COO_NO> to tensor<3x4xf64, #CSR>
    sparse_tensor.print %s3 : tensor<3x4xf64, #CSR>
    %s4 = sparse_tensor.convert %s3 : tensor<3x4xf64, #CSR> to tensor<3x4xf64, #CSR_NO>
    sparse_tensor.print %s4 : tensor<3x4xf64, #CSR_NO>
    %s5 = sparse_tensor.convert %s4 : tensor<3x4xf64, #CSR_NO> to tensor<3x4xf64, #DCSC>
    sparse_tensor.print %s5 : tensor<3x4xf64, #DCSC>
    return
  }
}
