// reduce (short form) over dimension 1: payload takes (init, input), body args (input, init).
func.func @f(%A: tensor<2x3xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.reduce { arith.addf } ins(%A : tensor<2x3xf32>) outs(%y : tensor<2xf32>) dimensions = [1]
  return %0 : tensor<2xf32>
}
