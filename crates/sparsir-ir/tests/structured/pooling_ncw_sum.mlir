// pooling_ncw_sum (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x3x5xf32>, %a1: tensor<3xf32>, %a2: tensor<2x3x2xf64>) -> tensor<2x3x2xf64> {
  %0 = linalg.pooling_ncw_sum {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : tensor<2x3x5xf32>, tensor<3xf32>) outs(%a2 : tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
  return %0 : tensor<2x3x2xf64>
}
