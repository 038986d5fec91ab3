// SpMV: y = A x, A CSR (32-bit positions and coordinates, as scipy), x and y dense.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
#spmv = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
func.func @spmv(%a: tensor<?x?xf64, #CSR>, %x: tensor<?xf64>) -> tensor<?xf64> {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f64
  %m = tensor.dim %a, %c0 : tensor<?x?xf64, #CSR>
  %e = tensor.empty(%m) : tensor<?xf64>
  %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<?xf64>) -> tensor<?xf64>
  %y = linalg.generic #spmv ins(%a, %x : tensor<?x?xf64, #CSR>, tensor<?xf64>) outs(%z : tensor<?xf64>) {
  ^bb0(%av: f64, %xv: f64, %acc: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %y : tensor<?xf64>
}
