// SpMM: C = A B, A CSR (32-bit), B dense (n x 16 in the benchmark), C dense.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
#spmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
func.func @spmm(%a: tensor<?x?xf64, #CSR>, %b: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f64
  %m = tensor.dim %a, %c0 : tensor<?x?xf64, #CSR>
  %n = tensor.dim %b, %c1 : tensor<?x?xf64>
  %e = tensor.empty(%m, %n) : tensor<?x?xf64>
  %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<?x?xf64>) -> tensor<?x?xf64>
  %c = linalg.generic #spmm ins(%a, %b : tensor<?x?xf64, #CSR>, tensor<?x?xf64>) outs(%z : tensor<?x?xf64>) {
  ^bb0(%av: f64, %bv: f64, %acc: f64):
    %p = arith.mulf %av, %bv : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<?x?xf64>
  return %c : tensor<?x?xf64>
}
