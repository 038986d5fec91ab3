// matmul with explicit maps: C = A^T B.
func.func @f(%A: tensor<3x2xf32>, %B: tensor<3x5xf32>, %C: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%A, %B : tensor<3x2xf32>, tensor<3x5xf32>) outs(%C : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
