// A generic op reads as itself (loop kinds from iterator_types).
func.func @f(%A: tensor<4x3xf64>, %x: tensor<3xf64>, %y: tensor<4xf64>) -> tensor<4xf64> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%A, %x : tensor<4x3xf64>, tensor<3xf64>) outs(%y : tensor<4xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %m = arith.mulf %a, %b : f64
    %s = arith.addf %c, %m : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
