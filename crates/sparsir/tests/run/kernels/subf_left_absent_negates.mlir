// subf with its left operand absent is the negation of the right one, as in MLIR 22: a stored
// +0 on the right gives -0 (0 - y would give +0). Row 0: only a stores (5, 0); row 1: only b
// stores (0, 2): -0 and -2.
#CD = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense) }>
#ew = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"] }
module {
  func.func @main() {
    %da = arith.constant dense<[[5.0, 0.0], [0.0, 0.0]]> : tensor<2x2xf64>
    %db = arith.constant dense<[[0.0, 0.0], [0.0, 2.0]]> : tensor<2x2xf64>
    %a = sparse_tensor.convert %da : tensor<2x2xf64> to tensor<2x2xf64, #CD>
    %b = sparse_tensor.convert %db : tensor<2x2xf64> to tensor<2x2xf64, #CD>
    %e = tensor.empty() : tensor<2x2xf64, #CD>
    %c = linalg.generic #ew ins(%a, %b : tensor<2x2xf64, #CD>, tensor<2x2xf64, #CD>) outs(%e : tensor<2x2xf64, #CD>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %r = arith.subf %x, %y : f64
      linalg.yield %r : f64
    } -> tensor<2x2xf64, #CD>
    sparse_tensor.print %c : tensor<2x2xf64, #CD>
    return
  }
}
