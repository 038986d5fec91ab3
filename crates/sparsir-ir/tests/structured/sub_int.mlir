// linalg.sub on integers.
func.func @f(%A: tensor<5xi32>, %B: tensor<5xi32>, %C: tensor<5xi32>) -> tensor<5xi32> {
  %0 = linalg.sub ins(%A, %B : tensor<5xi32>, tensor<5xi32>) outs(%C : tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
