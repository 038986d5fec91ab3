// linalg.elementwise kind exp.
func.func @f(%A: tensor<2x3xf32>, %C: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%A : tensor<2x3xf32>) outs(%C : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
