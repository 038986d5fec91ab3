// conv_2d (strides and dilations, mixed element types).
func.func @f(%a0: tensor<3x5xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = linalg.conv_2d ins(%a0, %a1 : tensor<3x5xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}
