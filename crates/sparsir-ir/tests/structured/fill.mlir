// fill: a scalar input, a map with no results.
func.func @f(%c: f32, %A: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.fill ins(%c : f32) outs(%A : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
