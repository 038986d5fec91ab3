// sparse_tensor.unary with an empty absent region into a CSR output: the present region
// turns each stored value into its sign indicator (value > 0 ? 1 : -1);
// absent stays absent, so the output has the input's pattern. An explicit stored 0
// (assembled) is present and maps to -1.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#ew = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"] }
module {
  func.func @main() {
    %pos = arith.constant dense<[0, 2, 2, 4]> : tensor<4xindex>
    %crd = arith.constant dense<[1, 3, 0, 2]> : tensor<4xindex>
    %val = arith.constant dense<[4.0, 0.0, -3.0, 7.0]> : tensor<4xf64>
    %a = sparse_tensor.assemble (%pos, %crd), %val : (tensor<4xindex>, tensor<4xindex>), tensor<4xf64> to tensor<3x4xf64, #CSR>
    %e = tensor.empty() : tensor<3x4xf64, #CSR>
    %c = linalg.generic #ew ins(%a : tensor<3x4xf64, #CSR>) outs(%e : tensor<3x4xf64, #CSR>) {
    ^bb0(%x: f64, %o: f64):
      %r = sparse_tensor.unary %x : f64 to f64
        present = {
        ^bb0(%v: f64):
          %z = arith.constant 0.0 : f64
          %one = arith.constant 1.0 : f64
          %mone = arith.constant -1.0 : f64
          %gt = arith.cmpf ogt, %v, %z : f64
          %s = arith.select %gt, %one, %mone : f64
          sparse_tensor.yield %s : f64
        }
        absent = {}
      linalg.yield %r : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %c : tensor<3x4xf64, #CSR>
    return
  }
}
