// dot into a rank-0 tensor (integers).
func.func @f(%a: tensor<7xi64>, %b: tensor<7xi64>, %s: tensor<i64>) -> tensor<i64> {
  %0 = linalg.dot ins(%a, %b : tensor<7xi64>, tensor<7xi64>) outs(%s : tensor<i64>) -> tensor<i64>
  return %0 : tensor<i64>
}
