// batch_matmul with explicit maps (B transposed per batch).
func.func @f(%A: tensor<4x2x3xf32>, %B: tensor<4x5x3xf32>, %C: tensor<4x2x5xf32>) -> tensor<4x2x5xf32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%A, %B : tensor<4x2x3xf32>, tensor<4x5x3xf32>) outs(%C : tensor<4x2x5xf32>) -> tensor<4x2x5xf32>
  return %0 : tensor<4x2x5xf32>
}
