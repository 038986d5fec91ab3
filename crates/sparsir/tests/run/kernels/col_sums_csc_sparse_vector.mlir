// Column sums x(j) = sum_i A(i,j) from CSC into a sparse vector output: columns with no
// entries are not stored; a column summing to 0 (3 + -3) is stored as 0.
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#red = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"] }
module {
  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 3.0, 0.0, 0.0], [2.0, 0.0, -3.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 7.0]]> : tensor<3x5xf64>
    %a = sparse_tensor.convert %da : tensor<3x5xf64> to tensor<3x5xf64, #CSC>
    %e = tensor.empty() : tensor<5xf64, #SV>
    %c = linalg.generic #red ins(%a : tensor<3x5xf64, #CSC>) outs(%e : tensor<5xf64, #SV>) {
    ^bb0(%x: f64, %acc: f64):
      %r = arith.addf %acc, %x : f64
      linalg.yield %r : f64
    } -> tensor<5xf64, #SV>
    sparse_tensor.print %c : tensor<5xf64, #SV>
    return
  }
}
