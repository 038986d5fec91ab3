// transpose of a matrix.
func.func @f(%A: tensor<2x3xf32>, %B: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = linalg.transpose ins(%A : tensor<2x3xf32>) outs(%B : tensor<3x2xf32>) permutation = [1, 0]
  return %0 : tensor<3x2xf32>
}
