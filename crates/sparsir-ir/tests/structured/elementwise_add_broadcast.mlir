// linalg.elementwise kind add with explicit maps (a row vector broadcast over rows).
func.func @f(%v: tensor<3xf32>, %A: tensor<2x3xf32>, %C: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v, %A : tensor<3xf32>, tensor<2x3xf32>) outs(%C : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
