// SDDMM into a dense output that is read: X(i,j) += S(i,j) * sum_k A(i,k) B(k,j), S DCSC.
#DCSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed) }>
#sddmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %ds = arith.constant dense<[[1.0, 0.0, 0.0],
                                [0.0, 0.0, 2.0],
                                [0.0, -1.0, 0.0]]> : tensor<3x3xf64>
    %s = sparse_tensor.convert %ds : tensor<3x3xf64> to tensor<3x3xf64, #DCSC>
    %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf64>
    %b = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 1.0, 3.0]]> : tensor<2x3xf64>
    %o = arith.constant dense<1.0> : tensor<3x3xf64>
    %x = linalg.generic #sddmm ins(%s, %a, %b : tensor<3x3xf64, #DCSC>, tensor<3x2xf64>, tensor<2x3xf64>) outs(%o : tensor<3x3xf64>) {
    ^bb0(%sv: f64, %av: f64, %bv: f64, %acc: f64):
      %p = arith.mulf %av, %bv : f64
      %q = arith.mulf %sv, %p : f64
      %r = arith.addf %acc, %q : f64
      linalg.yield %r : f64
    } -> tensor<3x3xf64>
    %v = vector.transfer_read %x[%c0, %c0], %f0 : tensor<3x3xf64>, vector<3x3xf64>
    vector.print %v : vector<3x3xf64>
    return
  }
}
