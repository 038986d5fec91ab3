// pooling_nhwc_sum (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x6x6x3xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3x2x3xf64>) -> tensor<2x3x2x3xf64> {
  %0 = linalg.pooling_nhwc_sum {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%a0, %a1 : tensor<2x6x6x3xf32>, tensor<2x3xf32>) outs(%a2 : tensor<2x3x2x3xf64>) -> tensor<2x3x2x3xf64>
  return %0 : tensor<2x3x2x3xf64>
}
