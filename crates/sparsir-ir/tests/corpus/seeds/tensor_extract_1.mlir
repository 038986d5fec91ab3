// seed: tensor_dialect.md, tensor.extract, example 1
func.func @f(%t: tensor<4x4xi32>, %rt: tensor<?x?xi32>, %1: index, %2: index) -> (i32, i32) {
  %4 = tensor.extract %t[%1, %2] : tensor<4x4xi32>
  %5 = tensor.extract %rt[%1, %2] : tensor<?x?xi32>
  return %4, %5 : i32, i32
}
