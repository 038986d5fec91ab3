// seed: tensor_dialect.md, tensor.generate, example 1; FIXED: placeholder `...` dropped (%elem is a function argument), result type `tensor<?x3x?f32>` -> `tensor<?x3x?xf32>`, `yield` -> `tensor.yield` (MLIR 22 has no default dialect inside tensor.generate)
func.func @f(%m: index, %n: index, %elem: f32) -> tensor<?x3x?xf32> {
  %tnsr = tensor.generate %m, %n {
  ^bb0(%i : index, %j : index, %k : index):
    tensor.yield %elem : f32
  } : tensor<?x3x?xf32>
  return %tnsr : tensor<?x3x?xf32>
}
