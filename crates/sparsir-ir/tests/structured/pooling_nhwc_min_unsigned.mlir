// pooling_nhwc_min_unsigned (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x6x6x3xi16>, %a1: tensor<2x3xi16>, %a2: tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%a0, %a1 : tensor<2x6x6x3xi16>, tensor<2x3xi16>) outs(%a2 : tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xi32>
  return %0 : tensor<2x3x2x3xi32>
}
