// seed: tensor_dialect.md, tensor.concat, example 1 (second op); FIXED: `tensor<3x?xf32)` -> `tensor<3x?xf32>`, result `%0` (which redefined operand %0) renamed `%r`
func.func @f(%0: tensor<3x?xf32>, %1: tensor<3x2xf32>, %2: tensor<3x?xf32>) -> tensor<3x10xf32> {
  // Dynamic + dynamic -> static
  %r = tensor.concat dim(1) %0, %1, %2 :
      (tensor<3x?xf32>, tensor<3x2xf32>, tensor<3x?xf32>) -> tensor<3x10xf32>
  return %r : tensor<3x10xf32>
}
