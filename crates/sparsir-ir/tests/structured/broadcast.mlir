// broadcast adding dimensions 0 and 2.
func.func @f(%v: tensor<3xf32>, %B: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.broadcast ins(%v : tensor<3xf32>) outs(%B : tensor<2x3x4xf32>) dimensions = [0, 2]
  return %0 : tensor<2x3x4xf32>
}
