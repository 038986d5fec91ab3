// conv_3d (strides and dilations, mixed element types).
func.func @f(%a0: tensor<4x4x4xf32>, %a1: tensor<3x2x3xf32>, %a2: tensor<2x3x2xf64>) -> tensor<2x3x2xf64> {
  %0 = linalg.conv_3d ins(%a0, %a1 : tensor<4x4x4xf32>, tensor<3x2x3xf32>) outs(%a2 : tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
  return %0 : tensor<2x3x2xf64>
}
