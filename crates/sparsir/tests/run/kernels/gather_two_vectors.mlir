// Two vectors read at the same coordinates (y = A (x .* z), CSR): the kernel asks the
// runtime once whether those reads scatter, and the prefetching version of the row loop
// requests both vectors' elements at one look-ahead coordinate (`cli_opt.rs` counts it).
// Small: the answer is "no" here, so this checks the results of the version that runs.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                   affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @scaled_spmv(%a: tensor<4x5xf64, #CSR>, %x: tensor<5xf64>, %z: tensor<5xf64>) -> tensor<4xf64> {
    %zero = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<4xf64>
    %y0 = linalg.fill ins(%zero : f64) outs(%e : tensor<4xf64>) -> tensor<4xf64>
    %y = linalg.generic #trait ins(%a, %x, %z : tensor<4x5xf64, #CSR>, tensor<5xf64>, tensor<5xf64>) outs(%y0 : tensor<4xf64>) {
    ^bb0(%av: f64, %xv: f64, %zv: f64, %acc: f64):
      %p = arith.mulf %xv, %zv : f64
      %q = arith.mulf %av, %p : f64
      %s = arith.addf %acc, %q : f64
      linalg.yield %s : f64
    } -> tensor<4xf64>
    return %y : tensor<4xf64>
  }
  func.func @main() {
    %ad = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.5], [0.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, 3.0, 0.0, -1.0, 0.0], [4.0, 0.0, 0.0, 0.0, 2.5]]> : tensor<4x5xf64>
    %a = sparse_tensor.convert %ad : tensor<4x5xf64> to tensor<4x5xf64, #CSR>
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf64>
    %z = arith.constant dense<[0.5, -1.0, 2.0, 0.25, 4.0]> : tensor<5xf64>
    %y = call @scaled_spmv(%a, %x, %z) : (tensor<4x5xf64, #CSR>, tensor<5xf64>, tensor<5xf64>) -> tensor<4xf64>
    %c0 = arith.constant 0 : index
    %pad = arith.constant -7.0 : f64
    %v = vector.transfer_read %y[%c0], %pad : tensor<4xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>
    return
  }
}
