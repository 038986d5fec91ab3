// SpGEMM C = A B with all three tensors CSR (generic, sparse output built by insertion
// with a reduction above the innermost level: the workspace path).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#mm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 2.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0],
                                [0.0, 3.0, 0.0, -1.0],
                                [4.0, 0.0, 0.0, 5.0]]> : tensor<4x4xf64>
    %db = arith.constant dense<[[0.0, 1.0, 0.0],
                                [2.0, 0.0, 0.0],
                                [0.0, 0.0, 3.0],
                                [1.0, 0.0, 4.0]]> : tensor<4x3xf64>
    %a = sparse_tensor.convert %da : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
    %b = sparse_tensor.convert %db : tensor<4x3xf64> to tensor<4x3xf64, #CSR>
    %e = tensor.empty() : tensor<4x3xf64, #CSR>
    %c = linalg.generic #mm ins(%a, %b : tensor<4x4xf64, #CSR>, tensor<4x3xf64, #CSR>) outs(%e : tensor<4x3xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %m : f64
      linalg.yield %s : f64
    } -> tensor<4x3xf64, #CSR>
    sparse_tensor.print %c : tensor<4x3xf64, #CSR>
    return
  }
}
