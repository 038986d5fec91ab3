// Element-wise A + B, both CSR, into a CSR output: the union of the patterns; where both
// are stored and cancel (5 + -5) the entry is stored with value 0.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#ew = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 5.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 2.0, 0.0, 3.0]]> : tensor<3x4xf64>
    %db = arith.constant dense<[[0.0, 4.0, -5.0, 0.0], [0.0, 0.0, 0.0, 6.0], [0.0, 7.0, 0.0, 0.0]]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %da : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %b = sparse_tensor.convert %db : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %e = tensor.empty() : tensor<3x4xf64, #CSR>
    %c = linalg.generic #ew ins(%a, %b : tensor<3x4xf64, #CSR>, tensor<3x4xf64, #CSR>) outs(%e : tensor<3x4xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %s = arith.addf %x, %y : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %c : tensor<3x4xf64, #CSR>
    return
  }
}
