// matmul with explicit maps: C = A B^T, mixed element types (casts in the body).
func.func @f(%A: tensor<2x3xi32>, %B: tensor<5x3xi32>, %C: tensor<2x5xf64>) -> tensor<2x5xf64> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%A, %B : tensor<2x3xi32>, tensor<5x3xi32>) outs(%C : tensor<2x5xf64>) -> tensor<2x5xf64>
  return %0 : tensor<2x5xf64>
}
