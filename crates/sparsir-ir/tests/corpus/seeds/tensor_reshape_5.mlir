// seed: tensor_dialect.md, tensor.reshape, example 5 (one op of the doc's example block)
func.func @f(%src: tensor<*xf32>, %shape: tensor<?xi32>) -> tensor<*xf32> {
// Reshape unranked tensor.
  %dst = tensor.reshape %src(%shape)
           : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %dst : tensor<*xf32>
}
