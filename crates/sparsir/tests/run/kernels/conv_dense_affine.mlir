// A 1-D convolution with the affine subscript i + k on a DENSE operand and a sparse filter.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#conv = {
  indexing_maps = [affine_map<(i, k) -> (i + k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
    %dw = arith.constant dense<[2.0, 0.0, -1.0]> : tensor<3xf64>
    %w = sparse_tensor.convert %dw : tensor<3xf64> to tensor<3xf64, #SV>
    %e = arith.constant dense<0.0> : tensor<4xf64>
    %y = linalg.generic #conv ins(%x, %w : tensor<6xf64>, tensor<3xf64, #SV>) outs(%e : tensor<4xf64>) {
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
