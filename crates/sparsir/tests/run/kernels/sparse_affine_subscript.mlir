// A 1-D convolution reading the SPARSE input at i + k (a generic, not a named op): the
// input's level is searched for coordinate i + k once both loops are bound; the input is
// absent where that coordinate is not stored.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#conv = {
  indexing_maps = [affine_map<(i, k) -> (i + k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %d = arith.constant dense<[1.0, 0.0, 2.0, 0.0, 3.0]> : tensor<5xf64>
    %x = sparse_tensor.convert %d : tensor<5xf64> to tensor<5xf64, #SV>
    %w = arith.constant dense<[1.0, 1.0]> : tensor<2xf64>
    %e = arith.constant dense<0.0> : tensor<4xf64>
    %y = linalg.generic #conv ins(%x, %w : tensor<5xf64, #SV>, tensor<2xf64>) outs(%e : tensor<4xf64>) {
    ^bb0(%a: f64, %b: f64, %c: f64):
      %m = arith.mulf %a, %b : f64
      %s = arith.addf %c, %m : f64
      linalg.yield %s : f64
    } -> tensor<4xf64>
    %c0 = arith.constant 0 : index
    %z = arith.constant 0.0 : f64
    %v = vector.transfer_read %y[%c0], %z : tensor<4xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>
    return
  }
}
