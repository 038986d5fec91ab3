// seed: tensor_dialect.md, tensor.scatter, example 1
func.func @f(%source: tensor<1x2x1x1x1xf32>, %dest: tensor<4x4x4xf32>, %indices: tensor<1x2x3xindex>) -> tensor<4x4x4xf32> {
    // For each 1x2 triple of coordinates in %indices, insert the
    // element (i.e. 0-D subset) at the coordinates triple in %dest.
    //
    %out = tensor.scatter %source into %dest[%indices]
        scatter_dims([0, 1, 2]) unique :
      (tensor<1x2x 1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x 3xindex>)
        -> tensor<4x4x4xf32>
    // Note: source type may be further rank-reduced to tensor<1x2x f32>.
  return %out : tensor<4x4x4xf32>
}
