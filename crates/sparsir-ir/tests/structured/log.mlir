// linalg.log (unary elementwise).
func.func @f(%A: tensor<2x3xf64>, %C: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = linalg.log ins(%A : tensor<2x3xf64>) outs(%C : tensor<2x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}
