// SpMV over COO with a singleton(soa) level (coordinates in separate arrays).
#SP = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>
#spmv = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : f64
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 3.0, 0.0, 4.0, 5.0, 0.0, 0.0, 0.0],
                               [6.0, 0.0, 0.0, 0.0, 0.0, 0.0, -7.0, 8.0]]> : tensor<4x8xf64>
    %a = sparse_tensor.convert %d : tensor<4x8xf64> to tensor<4x8xf64, #SP>
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf64>
    %e = tensor.empty() : tensor<4xf64>
    %z = linalg.fill ins(%zero : f64) outs(%e : tensor<4xf64>) -> tensor<4xf64>
    %y = linalg.generic #spmv ins(%a, %x : tensor<4x8xf64, #SP>, tensor<8xf64>) outs(%z : tensor<4xf64>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %m = arith.mulf %av, %xv : f64
      %s = arith.addf %acc, %m : f64
      linalg.yield %s : f64
    } -> tensor<4xf64>
    %v = vector.transfer_read %y[%c0], %zero : tensor<4xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>
    sparse_tensor.print %a : tensor<4x8xf64, #SP>
    return
  }
}
