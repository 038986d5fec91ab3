// SpMM with the named linalg.matmul: CSR (3x4) times dense (4x2) into a dense output whose
// initial values are nonzero (matmul reads its output: C += A B).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %d = arith.constant dense<[[1.0, 0.0, 0.0, 2.0],
                               [0.0, 0.0, 0.0, 0.0],
                               [0.0, -3.0, 4.0, 0.0]]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %b = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf64>
    %c = arith.constant dense<[[100.0, 200.0], [300.0, 400.0], [500.0, 600.0]]> : tensor<3x2xf64>
    %r = linalg.matmul ins(%a, %b : tensor<3x4xf64, #CSR>, tensor<4x2xf64>) outs(%c : tensor<3x2xf64>) -> tensor<3x2xf64>
    %v = vector.transfer_read %r[%c0, %c0], %f0 : tensor<3x2xf64>, vector<3x2xf64>
    vector.print %v : vector<3x2xf64>
    return
  }
}
