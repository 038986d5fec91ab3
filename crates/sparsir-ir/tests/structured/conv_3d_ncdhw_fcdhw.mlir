// conv_3d_ncdhw_fcdhw (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x3x4x7x4xi8>, %a1: tensor<3x3x2x3x2xi8>, %a2: tensor<2x3x2x3x2xi32>) -> tensor<2x3x2x3x2xi32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<[2, 1, 2]> : tensor<3xi64>} ins(%a0, %a1 : tensor<2x3x4x7x4xi8>, tensor<3x3x2x3x2xi8>) outs(%a2 : tensor<2x3x2x3x2xi32>) -> tensor<2x3x2x3x2xi32>
  return %0 : tensor<2x3x2x3x2xi32>
}
