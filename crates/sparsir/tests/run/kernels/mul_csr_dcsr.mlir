// Element-wise A .* B with CSR and DCSR inputs into a DCSR output: the intersection of
// the patterns (rows with no common entry are not stored).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#ew = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 5.0, 0.0], [0.0, 8.0, 0.0, 0.0], [0.0, 2.0, 0.0, 3.0]]> : tensor<3x4xf32>
    %db = arith.constant dense<[[2.0, 4.0, -5.0, 0.0], [0.0, 0.0, 0.0, 6.0], [0.0, 7.0, 0.0, 0.5]]> : tensor<3x4xf32>
    %a = sparse_tensor.convert %da : tensor<3x4xf32> to tensor<3x4xf32, #CSR>
    %b = sparse_tensor.convert %db : tensor<3x4xf32> to tensor<3x4xf32, #DCSR>
    %e = tensor.empty() : tensor<3x4xf32, #DCSR>
    %c = linalg.generic #ew ins(%a, %b : tensor<3x4xf32, #CSR>, tensor<3x4xf32, #DCSR>) outs(%e : tensor<3x4xf32, #DCSR>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<3x4xf32, #DCSR>
    sparse_tensor.print %c : tensor<3x4xf32, #DCSR>
    return
  }
}
