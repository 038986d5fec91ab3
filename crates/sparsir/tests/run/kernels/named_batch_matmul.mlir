// linalg.batch_matmul with a batched CSR left operand (dense batch level) and a dense
// right operand into a zero-filled dense output.
#BCSR = #sparse_tensor.encoding<{ map = (b, i, j) -> (b : dense, i : dense, j : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %da = arith.constant dense<[[[1.0, 0.0, 2.0], [0.0, 0.0, 0.0]],
                                [[0.0, 3.0, 0.0], [4.0, 0.0, 5.0]]]> : tensor<2x2x3xf64>
    %a = sparse_tensor.convert %da : tensor<2x2x3xf64> to tensor<2x2x3xf64, #BCSR>
    %b = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]],
                               [[1.0, 0.0], [0.0, 1.0], [2.0, 2.0]]]> : tensor<2x3x2xf64>
    %e = tensor.empty() : tensor<2x2x2xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %c = linalg.batch_matmul ins(%a, %b : tensor<2x2x3xf64, #BCSR>, tensor<2x3x2xf64>) outs(%z : tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %v = vector.transfer_read %c[%c0, %c0, %c0], %f0 : tensor<2x2x2xf64>, vector<2x2x2xf64>
    vector.print %v : vector<2x2x2xf64>
    return
  }
}
