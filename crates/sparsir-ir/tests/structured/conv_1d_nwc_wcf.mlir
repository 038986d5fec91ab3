// conv_1d_nwc_wcf (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x7x2xi8>, %a1: tensor<3x2x2xi8>, %a2: tensor<2x3x2xi32>) -> tensor<2x3x2xi32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : tensor<2x7x2xi8>, tensor<3x2x2xi8>) outs(%a2 : tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}
