// pooling_nwc_max_unsigned (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x7x2xi16>, %a1: tensor<3xi16>, %a2: tensor<2x3x2xi32>) -> tensor<2x3x2xi32> {
  %0 = linalg.pooling_nwc_max_unsigned {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : tensor<2x7x2xi16>, tensor<3xi16>) outs(%a2 : tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}
