// seed: tensor_dialect.md, tensor.collapse_shape, example 1
func.func @f(%a: tensor<?x?x?xf32>) -> tensor<?x?xf32> {
  // Dimension collapse (i, j) -> i' and k -> k'
  %b = tensor.collapse_shape %a [[0, 1], [2]]
      : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}
