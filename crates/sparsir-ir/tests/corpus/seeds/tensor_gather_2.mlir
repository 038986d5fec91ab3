// seed: tensor_dialect.md, tensor.gather, example 2
func.func @f(%source: tensor<3x4x5xf32>, %indices: tensor<6x7x1xindex>) -> tensor<6x7x3x1x5xf32> {
    // For each 5x6 singleton of coordinates in %indices, extract the 2-D
    // slice %source[*, %indices[...]:%indices[...] + 1, *] with the indices
    // corresponding to the `gather_dims` attribute specified by %indices.
    //
    %out = tensor.gather %source[%indices] gather_dims([1]) :
      (tensor<3x4x5xf32>, tensor<6x7x 1xindex>) -> tensor<6x7x 3x1x5xf32>
    // Note: result type may be further rank-reduced to tensor<6x7x 3x5xf32>.
  return %out : tensor<6x7x3x1x5xf32>
}
