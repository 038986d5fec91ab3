// copy.
func.func @f(%A: tensor<2x3xf32>, %B: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.copy ins(%A : tensor<2x3xf32>) outs(%B : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
