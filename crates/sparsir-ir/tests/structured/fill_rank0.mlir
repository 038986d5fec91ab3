// fill of a rank-0 tensor: zero loops.
func.func @f(%c: i32, %A: tensor<i32>) -> tensor<i32> {
  %0 = linalg.fill ins(%c : i32) outs(%A : tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
