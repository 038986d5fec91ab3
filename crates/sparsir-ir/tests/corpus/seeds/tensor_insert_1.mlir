// seed: tensor_dialect.md, tensor.insert, example 1; FIXED: the second insert uses a separate destination `%rdest : tensor<?x?xi32>` (the doc reuses %dest with two types)
func.func @f(%t: i32, %rt: i32, %dest: tensor<4x4xi32>, %rdest: tensor<?x?xi32>, %1: index, %2: index) -> (tensor<4x4xi32>, tensor<?x?xi32>) {
  %4 = tensor.insert %t into %dest[%1, %2] : tensor<4x4xi32>
  %5 = tensor.insert %rt into %rdest[%1, %2] : tensor<?x?xi32>
  return %4, %5 : tensor<4x4xi32>, tensor<?x?xi32>
}
