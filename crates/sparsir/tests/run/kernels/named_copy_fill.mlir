// linalg.copy from CSR into a dense output filled with 9 by linalg.fill (copy does not
// read its output: absent entries become 0), and linalg.copy from CSR into a DCSR output.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %f9 = arith.constant 9.0 : f64
    %da = arith.constant dense<[[0.0, 1.5, 0.0], [0.0, 0.0, 0.0], [2.0, 0.0, -3.0]]> : tensor<3x3xf64>
    %a = sparse_tensor.convert %da : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %e = tensor.empty() : tensor<3x3xf64>
    %nine = linalg.fill ins(%f9 : f64) outs(%e : tensor<3x3xf64>) -> tensor<3x3xf64>
    %d = linalg.copy ins(%a : tensor<3x3xf64, #CSR>) outs(%nine : tensor<3x3xf64>) -> tensor<3x3xf64>
    %v = vector.transfer_read %d[%c0, %c0], %f0 : tensor<3x3xf64>, vector<3x3xf64>
    vector.print %v : vector<3x3xf64>
    %es = tensor.empty() : tensor<3x3xf64, #DCSR>
    %s = linalg.copy ins(%a : tensor<3x3xf64, #CSR>) outs(%es : tensor<3x3xf64, #DCSR>) -> tensor<3x3xf64, #DCSR>
    sparse_tensor.print %s : tensor<3x3xf64, #DCSR>
    return
  }
}
