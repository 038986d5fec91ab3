// Element-wise A .* D with A CSC and D dense into a dense output (zero-filled, not read).
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#ew = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %da = arith.constant dense<[[1.0, 0.0, 5.0], [0.0, 8.0, 0.0]]> : tensor<2x3xf64>
    %a = sparse_tensor.convert %da : tensor<2x3xf64> to tensor<2x3xf64, #CSC>
    %d = arith.constant dense<[[2.0, 3.0, 4.0], [5.0, 6.0, 7.0]]> : tensor<2x3xf64>
    %e = tensor.empty() : tensor<2x3xf64>
    %c = linalg.generic #ew ins(%a, %d : tensor<2x3xf64, #CSC>, tensor<2x3xf64>) outs(%e : tensor<2x3xf64>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %s = arith.mulf %x, %y : f64
      linalg.yield %s : f64
    } -> tensor<2x3xf64>
    %v = vector.transfer_read %c[%c0, %c0], %f0 : tensor<2x3xf64>, vector<2x3xf64>
    vector.print %v : vector<2x3xf64>
    return
  }
}
