// linalg.dot of two sparse vectors (one with 16-bit positions/coordinates) into a rank-0
// tensor initialised to 0: only common positions contribute.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#SV16 = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 16, crdWidth = 16 }>
module {
  func.func @main() {
    %da = arith.constant dense<[1.0, 0.0, 3.0, 0.0, 5.0, 0.0, 7.0]> : tensor<7xf64>
    %db = arith.constant dense<[2.0, 4.0, 0.0, 0.0, -1.0, 9.0, 0.5]> : tensor<7xf64>
    %a = sparse_tensor.convert %da : tensor<7xf64> to tensor<7xf64, #SV>
    %b = sparse_tensor.convert %db : tensor<7xf64> to tensor<7xf64, #SV16>
    %init = arith.constant dense<0.0> : tensor<f64>
    %d = linalg.dot ins(%a, %b : tensor<7xf64, #SV>, tensor<7xf64, #SV16>) outs(%init : tensor<f64>) -> tensor<f64>
    %v = tensor.extract %d[] : tensor<f64>
    vector.print %v : f64
    return
  }
}
