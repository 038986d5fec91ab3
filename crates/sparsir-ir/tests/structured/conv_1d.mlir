// conv_1d (strides and dilations, mixed element types).
func.func @f(%a0: tensor<4xf32>, %a1: tensor<3xf32>, %a2: tensor<2xf64>) -> tensor<2xf64> {
  %0 = linalg.conv_1d ins(%a0, %a1 : tensor<4xf32>, tensor<3xf32>) outs(%a2 : tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}
