// seed: tensor_dialect.md, tensor.concat, example 1 (first op); FIXED: `tensor<1x6xf32)` -> `tensor<1x6xf32>`, result `%0` (which redefined operand %0) renamed `%r`
func.func @f(%0: tensor<3x6xf32>, %1: tensor<3x6xf32>, %2: tensor<1x6xf32>) -> tensor<7x6xf32> {
  %r = tensor.concat dim(0) %0, %1, %2 :
      (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<7x6xf32>
  return %r : tensor<7x6xf32>
}
