// seed: tensor_dialect.md, tensor.bitcast, example 1
func.func @f(%1: tensor<4xui32>) -> tensor<4xi32> {
  // Bitcast from unsigned to signed or signless integer.
  %2 = tensor.bitcast %1 : tensor<4xui32> to tensor<4xi32>
  return %2 : tensor<4xi32>
}
