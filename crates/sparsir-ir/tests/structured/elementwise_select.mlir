// linalg.elementwise kind select (three inputs, an i1 condition).
func.func @f(%p: tensor<2x3xi1>, %A: tensor<2x3xf32>, %B: tensor<2x3xf32>, %C: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%p, %A, %B : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%C : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
