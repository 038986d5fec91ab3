// linalg.elementwise kind reciprocal.
func.func @f(%A: tensor<2x3xf32>, %C: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%A : tensor<2x3xf32>) outs(%C : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
