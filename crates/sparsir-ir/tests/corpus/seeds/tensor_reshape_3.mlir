// seed: tensor_dialect.md, tensor.reshape, example 3 (one op of the doc's example block)
func.func @f(%src: tensor<*xf32>, %shape: tensor<1xi32>) -> tensor<?xf32> {
// Flatten unranked tensor.
  %dst = tensor.reshape %src(%shape)
           : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %dst : tensor<?xf32>
}
