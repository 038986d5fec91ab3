// conv_2d_ngchw_fgchw (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x3x3x6x6xf32>, %a1: tensor<2x3x3x2x3xf32>, %a2: tensor<2x3x2x3x2xf64>) -> tensor<2x3x2x3x2xf64> {
  %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%a0, %a1 : tensor<2x3x3x6x6xf32>, tensor<2x3x3x2x3xf32>) outs(%a2 : tensor<2x3x2x3x2xf64>) -> tensor<2x3x2x3x2xf64>
  return %0 : tensor<2x3x2x3x2xf64>
}
