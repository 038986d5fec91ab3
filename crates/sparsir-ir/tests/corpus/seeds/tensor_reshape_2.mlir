// seed: tensor_dialect.md, tensor.reshape, example 2 (one op of the doc's example block)
func.func @f(%src: tensor<4x1xf32>, %shape0: tensor<2xi32>) -> tensor<2x2xf32> {
  %dst0 = tensor.reshape %src(%shape0)
           : (tensor<4x1xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  return %dst0 : tensor<2x2xf32>
}
