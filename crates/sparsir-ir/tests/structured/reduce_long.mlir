// reduce (long form, a non-commutative body) over dimensions 0 and 2 of a 3-D tensor.
func.func @f(%A: tensor<2x3x4xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.reduce ins(%A : tensor<2x3x4xf32>) outs(%y : tensor<3xf32>) dimensions = [0, 2]
    (%in: f32, %acc: f32) {
      %d = arith.subf %in, %acc : f32
      linalg.yield %d : f32
    }
  return %0 : tensor<3xf32>
}
