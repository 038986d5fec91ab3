// sparse_tensor.select keeping the strictly upper triangle (col > row, from linalg.index)
// and dropping values below 0 (on a DCSR input into a DCSR output).
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#ew = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"] }
module {
  func.func @main() {
    %da = arith.constant dense<[[1.0, 2.0, 0.0, -3.0], [4.0, 5.0, 6.0, 0.0], [0.0, 7.0, 8.0, 9.0], [0.0, 0.0, 0.0, 10.0]]> : tensor<4x4xf64>
    %a = sparse_tensor.convert %da : tensor<4x4xf64> to tensor<4x4xf64, #DCSR>
    %e = tensor.empty() : tensor<4x4xf64, #DCSR>
    %c = linalg.generic #ew ins(%a : tensor<4x4xf64, #DCSR>) outs(%e : tensor<4x4xf64, #DCSR>) {
    ^bb0(%x: f64, %o: f64):
      %row = linalg.index 0 : index
      %col = linalg.index 1 : index
      %r = sparse_tensor.select %x : f64 {
      ^bb0(%v: f64):
        %z = arith.constant 0.0 : f64
        %upper = arith.cmpi ugt, %col, %row : index
        %pos = arith.cmpf oge, %v, %z : f64
        %keep = arith.andi %upper, %pos : i1
        sparse_tensor.yield %keep : i1
      }
      linalg.yield %r : f64
    } -> tensor<4x4xf64, #DCSR>
    sparse_tensor.print %c : tensor<4x4xf64, #DCSR>
    return
  }
}
