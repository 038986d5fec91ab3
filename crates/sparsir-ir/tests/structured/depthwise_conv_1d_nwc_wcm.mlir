// depthwise_conv_1d_nwc_wcm (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x6x2xi8>, %a1: tensor<2x2x3xi8>, %a2: tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xi32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : tensor<2x6x2xi8>, tensor<2x2x3xi8>) outs(%a2 : tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xi32>
  return %0 : tensor<2x3x2x3xi32>
}
