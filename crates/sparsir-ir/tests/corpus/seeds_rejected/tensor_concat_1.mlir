// MLIR 22 rejects: 5:56: error: expected '>' in tensor type
// seed: tensor_dialect.md, tensor.concat, example 1 (verbatim, first op)
func.func @f(%0: tensor<3x6xf32>, %1: tensor<3x6xf32>, %2: tensor<1x6xf32>) {
  %0 = tensor.concat dim(0) %0, %1, %2 :
      (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32) -> tensor<7x6xf32>
  return
}
