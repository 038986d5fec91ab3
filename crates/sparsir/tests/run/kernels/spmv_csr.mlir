// SpMV y = A x over CSR (f64): linalg.generic, dense x, dense zero-filled output.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#spmv = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 3.0, 0.0, 4.0, 5.0],
                               [6.0, 0.0, 0.0, 0.0, -7.0]]> : tensor<4x5xf64>
    %a = sparse_tensor.convert %d : tensor<4x5xf64> to tensor<4x5xf64, #CSR>
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf64>
    %e = tensor.empty() : tensor<4xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<4xf64>) -> tensor<4xf64>
    %y = linalg.generic #spmv ins(%a, %x : tensor<4x5xf64, #CSR>, tensor<5xf64>) outs(%z : tensor<4xf64>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %m = arith.mulf %av, %xv : f64
      %s = arith.addf %acc, %m : f64
      linalg.yield %s : f64
    } -> tensor<4xf64>
    %v = vector.transfer_read %y[%c0], %f0 : tensor<4xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>
    return
  }
}
