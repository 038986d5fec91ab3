// sparse_tensor.binary with only an overlap region (left and right empty) on CSR matrices
// into a CSR output: an intersection computing max(a, b) (maximumf inside the region is
// evaluated only where both are stored).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#ew = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @main() {
    %da = arith.constant dense<[[-1.0, 0.0, 5.0], [0.0, 2.0, 0.0]]> : tensor<2x3xf64>
    %db = arith.constant dense<[[-4.0, 1.0, 3.0], [0.0, 0.0, 6.0]]> : tensor<2x3xf64>
    %a = sparse_tensor.convert %da : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    %b = sparse_tensor.convert %db : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    %e = tensor.empty() : tensor<2x3xf64, #CSR>
    %c = linalg.generic #ew ins(%a, %b : tensor<2x3xf64, #CSR>, tensor<2x3xf64, #CSR>) outs(%e : tensor<2x3xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %r = sparse_tensor.binary %x, %y : f64, f64 to f64
        overlap = {
        ^bb0(%p: f64, %q: f64):
          %m = arith.maximumf %p, %q : f64
          sparse_tensor.yield %m : f64
        }
        left = {}
        right = {}
      linalg.yield %r : f64
    } -> tensor<2x3xf64, #CSR>
    sparse_tensor.print %c : tensor<2x3xf64, #CSR>
    return
  }
}
