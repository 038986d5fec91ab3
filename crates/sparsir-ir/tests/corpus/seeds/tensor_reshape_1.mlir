// seed: tensor_dialect.md, tensor.reshape, example 1 (one op of the doc's example block)
func.func @f(%src: tensor<4x1xf32>, %shape: tensor<1xi32>) -> tensor<4xf32> {
// Reshape statically-shaped tensor.
  %dst = tensor.reshape %src(%shape)
           : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
  return %dst : tensor<4xf32>
}
