// MLIR 22 rejects: 13:3: error: redefinition of SSA value '%x'
// seed: tensor_dialect.md, tensor.dim, example 1 (verbatim; %x and %y are defined twice)
func.func @f(%A: tensor<4x?xf32>) {
  // Always returns 4, can be constant folded:
  %c0 = arith.constant 0 : index
  %x = tensor.dim %A, %c0 : tensor<4x?xf32>

  // Return the dynamic dimension of %A.
  %c1 = arith.constant 1 : index
  %y = tensor.dim %A, %c1 : tensor<4x?xf32>

  // Equivalent generic form:
  %x = "tensor.dim"(%A, %c0) : (tensor<4x?xf32>, index) -> index
  %y = "tensor.dim"(%A, %c1) : (tensor<4x?xf32>, index) -> index
  return
}
