// MLIR 22 rejects: 6:56: error: expected '>' in tensor type
// seed: tensor_dialect.md, tensor.concat, example 1 (verbatim, second op)
func.func @f(%0: tensor<3x?xf32>, %1: tensor<3x2xf32>, %2: tensor<3x?xf32>) {
  // Dynamic + dynamic -> static
  %0 = tensor.concat dim(1) %0, %1, %2 :
      (tensor<3x?xf32>, tensor<3x2xf32>, tensor<3x?xf32) -> tensor<3x10xf32>
  return
}
