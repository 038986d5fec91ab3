// depthwise_conv_1d_ncw_cw (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x2x7xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x2x3xf64>) -> tensor<2x2x3xf64> {
  %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : tensor<2x2x7xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x2x3xf64>) -> tensor<2x2x3xf64>
  return %0 : tensor<2x2x3xf64>
}
