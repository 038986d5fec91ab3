// A loop-invariant scalar (a function argument) and a constant in the body:
// B = A * s keeps A's pattern (CSR output); C = A * s + 1 adds an always-present
// constant, so every point is computed (dense output, absent A reads as 0).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#ew = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"] }
module {
  func.func @scale(%a: tensor<2x3xf64, #CSR>, %s: f64) -> (tensor<2x3xf64, #CSR>, tensor<2x3xf64>) {
    %e = tensor.empty() : tensor<2x3xf64, #CSR>
    %b = linalg.generic #ew ins(%a : tensor<2x3xf64, #CSR>) outs(%e : tensor<2x3xf64, #CSR>) {
    ^bb0(%x: f64, %o: f64):
      %m = arith.mulf %x, %s : f64
      linalg.yield %m : f64
    } -> tensor<2x3xf64, #CSR>
    %ed = tensor.empty() : tensor<2x3xf64>
    %c = linalg.generic #ew ins(%a : tensor<2x3xf64, #CSR>) outs(%ed : tensor<2x3xf64>) {
    ^bb0(%x: f64, %o: f64):
      %one = arith.constant 1.0 : f64
      %m = arith.mulf %x, %s : f64
      %p = arith.addf %m, %one : f64
      linalg.yield %p : f64
    } -> tensor<2x3xf64>
    return %b, %c : tensor<2x3xf64, #CSR>, tensor<2x3xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %s = arith.constant 3.0 : f64
    %da = arith.constant dense<[[1.0, 0.0, -2.0], [0.0, 4.0, 0.0]]> : tensor<2x3xf64>
    %a = sparse_tensor.convert %da : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    %b, %c = call @scale(%a, %s) : (tensor<2x3xf64, #CSR>, f64) -> (tensor<2x3xf64, #CSR>, tensor<2x3xf64>)
    sparse_tensor.print %b : tensor<2x3xf64, #CSR>
    %v = vector.transfer_read %c[%c0, %c0], %f0 : tensor<2x3xf64>, vector<2x3xf64>
    vector.print %v : vector<2x3xf64>
    return
  }
}
