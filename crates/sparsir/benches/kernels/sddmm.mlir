// SDDMM: C = S .* (X Y^T), S CSR (32-bit), X (m x k) and Y (n x k) dense, C CSR in S's
// pattern (the sampling matrix restricts the dense product).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
#sddmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
func.func @sddmm(%s: tensor<?x?xf64, #CSR>, %x: tensor<?x?xf64>, %y: tensor<?x?xf64>) -> tensor<?x?xf64, #CSR> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %s, %c0 : tensor<?x?xf64, #CSR>
  %n = tensor.dim %s, %c1 : tensor<?x?xf64, #CSR>
  %e = tensor.empty(%m, %n) : tensor<?x?xf64, #CSR>
  %c = linalg.generic #sddmm ins(%s, %x, %y : tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>) outs(%e : tensor<?x?xf64, #CSR>) {
  ^bb0(%sv: f64, %xv: f64, %yv: f64, %acc: f64):
    %p = arith.mulf %xv, %yv : f64
    %q = arith.mulf %sv, %p : f64
    %r = arith.addf %acc, %q : f64
    linalg.yield %r : f64
  } -> tensor<?x?xf64, #CSR>
  return %c : tensor<?x?xf64, #CSR>
}
