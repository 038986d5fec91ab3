// seed: tensor_dialect.md, tensor.cast, example 1
func.func @f(%1: tensor<*xf32>) -> tensor<*xf32> {
  // Convert from unknown rank to rank 2 with unknown dimension sizes.
  %2 = tensor.cast %1 : tensor<*xf32> to tensor<?x?xf32>

  // Convert to a type with more known dimensions.
  %3 = tensor.cast %2 : tensor<?x?xf32> to tensor<4x?xf32>

  // Discard static dimension and rank information.
  %4 = tensor.cast %3 : tensor<4x?xf32> to tensor<?x?xf32>
  %5 = tensor.cast %4 : tensor<?x?xf32> to tensor<*xf32>
  return %5 : tensor<*xf32>
}
