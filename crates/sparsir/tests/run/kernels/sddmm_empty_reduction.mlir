// SDDMM into a CSR output with k = 2 and k = 0 (a dense reduction loop that never runs:
// no entry at all). The reduction's loop is split where the accumulator first holds a
// value (`accumulating_loop`); an empty one must leave the accumulator absent.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#sddmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  // SDDMM with k = %k (0: an empty reduction).
  func.func @sddmm(%s: tensor<3x3xf64, #CSR>, %x: tensor<3x?xf64>, %y: tensor<3x?xf64>) -> tensor<3x3xf64, #CSR> {
    %e = tensor.empty() : tensor<3x3xf64, #CSR>
    %c = linalg.generic #sddmm ins(%s, %x, %y : tensor<3x3xf64, #CSR>, tensor<3x?xf64>, tensor<3x?xf64>) outs(%e : tensor<3x3xf64, #CSR>) {
    ^bb0(%sv: f64, %xv: f64, %yv: f64, %acc: f64):
      %p = arith.mulf %xv, %yv : f64
      %q = arith.mulf %sv, %p : f64
      %r = arith.addf %acc, %q : f64
      linalg.yield %r : f64
    } -> tensor<3x3xf64, #CSR>
    return %c : tensor<3x3xf64, #CSR>
  }
  func.func @main() {
    %ds = arith.constant dense<[[1.0, 0.0, 0.5], [0.0, 0.0, 0.0], [0.0, -1.0, 2.0]]> : tensor<3x3xf64>
    %s = sparse_tensor.convert %ds : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf64>
    %w = arith.constant dense<[[1.0, -1.0], [0.5, 2.0], [3.0, 0.0]]> : tensor<3x2xf64>
    %xd = tensor.cast %x : tensor<3x2xf64> to tensor<3x?xf64>
    %wd = tensor.cast %w : tensor<3x2xf64> to tensor<3x?xf64>
    %r2 = call @sddmm(%s, %xd, %wd) : (tensor<3x3xf64, #CSR>, tensor<3x?xf64>, tensor<3x?xf64>) -> tensor<3x3xf64, #CSR>
    sparse_tensor.print %r2 : tensor<3x3xf64, #CSR>
    %x0 = tensor.empty() : tensor<3x0xf64>
    %x0d = tensor.cast %x0 : tensor<3x0xf64> to tensor<3x?xf64>
    %r0 = call @sddmm(%s, %x0d, %x0d) : (tensor<3x3xf64, #CSR>, tensor<3x?xf64>, tensor<3x?xf64>) -> tensor<3x3xf64, #CSR>
    sparse_tensor.print %r0 : tensor<3x3xf64, #CSR>
    return
  }
}
