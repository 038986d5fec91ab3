// linalg.map (mulf of two CSR inputs into a CSR output) and linalg.reduce (addf over
// dimension 1 of a CSR input into a dense vector initialised to 10, read).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %da = arith.constant dense<[[1.0, 0.0, 4.0], [0.0, 2.0, 0.0], [0.0, 0.0, 0.0]]> : tensor<3x3xf64>
    %db = arith.constant dense<[[3.0, 5.0, 2.0], [0.0, 0.0, 0.0], [1.0, 0.0, 0.0]]> : tensor<3x3xf64>
    %a = sparse_tensor.convert %da : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %b = sparse_tensor.convert %db : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %e = tensor.empty() : tensor<3x3xf64, #CSR>
    %m = linalg.map { arith.mulf } ins(%a, %b : tensor<3x3xf64, #CSR>, tensor<3x3xf64, #CSR>) outs(%e : tensor<3x3xf64, #CSR>)
    sparse_tensor.print %m : tensor<3x3xf64, #CSR>
    %init = arith.constant dense<10.0> : tensor<3xf64>
    %r = linalg.reduce { arith.addf } ins(%a : tensor<3x3xf64, #CSR>) outs(%init : tensor<3xf64>) dimensions = [1]
    %v = vector.transfer_read %r[%c0], %f0 : tensor<3xf64>, vector<3xf64>
    vector.print %v : vector<3xf64>
    return
  }
}
