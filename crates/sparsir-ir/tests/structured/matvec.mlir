// matvec.
func.func @f(%A: tensor<2x3xf64>, %x: tensor<3xf64>, %y: tensor<2xf64>) -> tensor<2xf64> {
  %0 = linalg.matvec ins(%A, %x : tensor<2x3xf64>, tensor<3xf64>) outs(%y : tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}
