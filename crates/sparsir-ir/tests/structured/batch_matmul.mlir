// batch_matmul with its default maps.
func.func @f(%A: tensor<4x2x3xf32>, %B: tensor<4x3x5xf32>, %C: tensor<4x2x5xf32>) -> tensor<4x2x5xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<4x2x3xf32>, tensor<4x3x5xf32>) outs(%C : tensor<4x2x5xf32>) -> tensor<4x2x5xf32>
  return %0 : tensor<4x2x5xf32>
}
