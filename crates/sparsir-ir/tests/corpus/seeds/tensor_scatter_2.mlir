// seed: tensor_dialect.md, tensor.scatter, example 2
func.func @f(%source: tensor<3x4x1x6xf32>, %dest: tensor<4x5x6xf32>, %indices: tensor<3x1xindex>) -> tensor<4x5x6xf32> {
    // For each 3 singleton of coordinates in %indices, insert the 2-D
    // slice into %dest[*, %indices[...]:%indices[...] + 1, *] with the
    // indices corresponding to the scatter_dims attribute specified by
    // %indices.
    //
    %out = tensor.scatter %source into %dest[%indices] scatter_dims([1]) unique :
      (tensor<3x 4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x 1xindex>)
        -> tensor<4x5x6xf32>
  return %out : tensor<4x5x6xf32>
}
