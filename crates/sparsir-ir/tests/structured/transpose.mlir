// transpose with permutation [2, 0, 1]: the input map is the inverse permutation.
func.func @f(%A: tensor<2x3x4xf32>, %B: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%A : tensor<2x3x4xf32>) outs(%B : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  return %0 : tensor<4x2x3xf32>
}
