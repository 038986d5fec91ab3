// vecmat.
func.func @f(%x: tensor<2xf64>, %A: tensor<2x3xf64>, %y: tensor<3xf64>) -> tensor<3xf64> {
  %0 = linalg.vecmat ins(%x, %A : tensor<2xf64>, tensor<2x3xf64>) outs(%y : tensor<3xf64>) -> tensor<3xf64>
  return %0 : tensor<3xf64>
}
