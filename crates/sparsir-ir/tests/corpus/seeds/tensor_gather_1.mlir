// seed: tensor_dialect.md, tensor.gather, example 1
func.func @f(%source: tensor<4x4x4xf32>, %indices: tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32> {
    // For each 1x2 triple of coordinates in %indices, extract the
    // element (i.e. 0-D subset) at the coordinates triple in %source.
    //
    %out = tensor.gather %source[%indices] gather_dims([0, 1, 2]) :
      (tensor<4x4x4xf32>, tensor<1x2x 3xindex>) -> tensor<1x2x 1x1x1xf32>
    // Note: result type may be further rank-reduced to tensor<1x2x f32>.
  return %out : tensor<1x2x1x1x1xf32>
}
