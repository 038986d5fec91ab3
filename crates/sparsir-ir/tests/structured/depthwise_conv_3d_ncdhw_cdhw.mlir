// depthwise_conv_3d_ncdhw_cdhw (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x3x6x6x6xf32>, %a1: tensor<3x2x3x2xf32>, %a2: tensor<2x3x3x2x3xf64>) -> tensor<2x3x3x2x3xf64> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<[2, 1, 2]> : tensor<3xi64>} ins(%a0, %a1 : tensor<2x3x6x6x6xf32>, tensor<3x2x3x2xf32>) outs(%a2 : tensor<2x3x3x2x3xf64>) -> tensor<2x3x3x2x3xf64>
  return %0 : tensor<2x3x3x2x3xf64>
}
