// Tensor-times-vector on a 3-D CSF tensor: B(i,j) = sum_k A(i,j,k) c(k), into a dense
// matrix and into a DCSR matrix (fibers with no entries are not stored).
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#ttv = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %d = arith.constant dense<[[[1.0, 0.0, 2.0], [0.0, 0.0, 0.0]],
                               [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                               [[0.0, 3.0, 0.0], [4.0, 0.0, -1.0]]]> : tensor<3x2x3xf64>
    %a = sparse_tensor.convert %d : tensor<3x2x3xf64> to tensor<3x2x3xf64, #CSF>
    %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
    %e = tensor.empty() : tensor<3x2xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<3x2xf64>) -> tensor<3x2xf64>
    %b = linalg.generic #ttv ins(%a, %c : tensor<3x2x3xf64, #CSF>, tensor<3xf64>) outs(%z : tensor<3x2xf64>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %m : f64
      linalg.yield %s : f64
    } -> tensor<3x2xf64>
    %v = vector.transfer_read %b[%c0, %c0], %f0 : tensor<3x2xf64>, vector<3x2xf64>
    vector.print %v : vector<3x2xf64>
    %es = tensor.empty() : tensor<3x2xf64, #DCSR>
    %bs = linalg.generic #ttv ins(%a, %c : tensor<3x2x3xf64, #CSF>, tensor<3xf64>) outs(%es : tensor<3x2xf64, #DCSR>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %m : f64
      linalg.yield %s : f64
    } -> tensor<3x2xf64, #DCSR>
    sparse_tensor.print %bs : tensor<3x2xf64, #DCSR>
    return
  }
}
