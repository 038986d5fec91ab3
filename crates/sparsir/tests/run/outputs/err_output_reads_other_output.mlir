// A kernel with two outputs whose first yielded value reads the second output's block
// argument (an argmax-style coupling): each output must depend only on the inputs and
// itself, so this is refused with a clear error.
#rows = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
    %s0 = arith.constant dense<0.0> : tensor<2xf64>
    %m0 = arith.constant dense<0.0> : tensor<2xf64>
    %q:2 = linalg.generic #rows ins(%a : tensor<2x2xf64>) outs(%s0, %m0 : tensor<2xf64>, tensor<2xf64>) {
    ^bb0(%x: f64, %s: f64, %m: f64):
      %sum = arith.addf %m, %x : f64
      %max = arith.maximumf %m, %x : f64
      linalg.yield %sum, %max : f64, f64
    } -> (tensor<2xf64>, tensor<2xf64>)
    return
  }
}
