// seed: tensor_dialect.md, tensor.rank, example 1
func.func @f(%arg0: tensor<*xf32>, %arg1: tensor<?x?xf32>) -> (index, index) {
  %0 = tensor.rank %arg0 : tensor<*xf32>
  %1 = tensor.rank %arg1 : tensor<?x?xf32>
  return %0, %1 : index, index
}
