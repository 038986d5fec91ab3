// sparse_tensor.reduce: the product of the stored entries of each CSR row into a dense
// vector initialised to 1 (identity 1): empty rows keep 1, implicit zeros do not count.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#red = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"] }
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %one = arith.constant 1.0 : f64
    %da = arith.constant dense<[[2.0, 0.0, 3.0, 0.0], [0.0, 0.0, 0.0, 0.0], [-1.0, 4.0, 0.0, 5.0]]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %da : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %init = arith.constant dense<1.0> : tensor<3xf64>
    %c = linalg.generic #red ins(%a : tensor<3x4xf64, #CSR>) outs(%init : tensor<3xf64>) {
    ^bb0(%x: f64, %acc: f64):
      %r = sparse_tensor.reduce %x, %acc, %one : f64 {
      ^bb0(%p: f64, %q: f64):
        %m = arith.mulf %p, %q : f64
        sparse_tensor.yield %m : f64
      }
      linalg.yield %r : f64
    } -> tensor<3xf64>
    %v = vector.transfer_read %c[%c0], %f0 : tensor<3xf64>, vector<3xf64>
    vector.print %v : vector<3xf64>
    return
  }
}
