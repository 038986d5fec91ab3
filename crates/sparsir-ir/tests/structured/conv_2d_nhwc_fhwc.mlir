// conv_2d_nhwc_fhwc (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x6x6x2xi8>, %a1: tensor<3x2x3x2xi8>, %a2: tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%a0, %a1 : tensor<2x6x6x2xi8>, tensor<3x2x3x2xi8>) outs(%a2 : tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xi32>
  return %0 : tensor<2x3x2x3xi32>
}
