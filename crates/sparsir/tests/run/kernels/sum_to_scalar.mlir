// Sum of all entries of a DCSR matrix into a rank-0 tensor whose initial value (0.5) is
// read: s += sum_ij A(i,j).
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#sum = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"] }
module {
  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 2.5], [0.0, 0.0, 0.0], [-4.0, 8.0, 0.0]]> : tensor<3x3xf64>
    %a = sparse_tensor.convert %da : tensor<3x3xf64> to tensor<3x3xf64, #DCSR>
    %init = arith.constant dense<0.5> : tensor<f64>
    %s = linalg.generic #sum ins(%a : tensor<3x3xf64, #DCSR>) outs(%init : tensor<f64>) {
    ^bb0(%x: f64, %acc: f64):
      %r = arith.addf %acc, %x : f64
      linalg.yield %r : f64
    } -> tensor<f64>
    %v = tensor.extract %s[] : tensor<f64>
    vector.print %v : f64
    return
  }
}
