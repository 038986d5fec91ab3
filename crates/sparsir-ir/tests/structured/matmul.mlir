// matmul with its default maps.
func.func @f(%A: tensor<2x3xf32>, %B: tensor<3x5xf32>, %C: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<2x3xf32>, tensor<3x5xf32>) outs(%C : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
