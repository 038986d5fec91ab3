// linalg.mul (binary elementwise).
func.func @f(%A: tensor<2x3xf32>, %B: tensor<2x3xf32>, %C: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.mul ins(%A, %B : tensor<2x3xf32>, tensor<2x3xf32>) outs(%C : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
