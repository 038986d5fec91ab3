// linalg.transpose of a CSR matrix into a dense output and into a CSC output (the CSC
// output of A^T has the same level order as A, so no sort is needed).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %da = arith.constant dense<[[0.0, 1.0, 0.0, 2.0], [3.0, 0.0, 0.0, 0.0]]> : tensor<2x4xf64>
    %a = sparse_tensor.convert %da : tensor<2x4xf64> to tensor<2x4xf64, #CSR>
    %e = tensor.empty() : tensor<4x2xf64>
    %t = linalg.transpose ins(%a : tensor<2x4xf64, #CSR>) outs(%e : tensor<4x2xf64>) permutation = [1, 0]
    %v = vector.transfer_read %t[%c0, %c0], %f0 : tensor<4x2xf64>, vector<4x2xf64>
    vector.print %v : vector<4x2xf64>
    %es = tensor.empty() : tensor<4x2xf64, #CSC>
    %ts = linalg.transpose ins(%a : tensor<2x4xf64, #CSR>) outs(%es : tensor<4x2xf64, #CSC>) permutation = [1, 0]
    sparse_tensor.print %ts : tensor<4x2xf64, #CSC>
    return
  }
}
