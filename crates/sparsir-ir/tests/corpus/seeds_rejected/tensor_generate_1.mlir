// MLIR 22 rejects: 5:44: error: expected operation name in quotes
// seed: tensor_dialect.md, tensor.generate, example 1 (verbatim; `...` placeholder)
func.func @f(%m: index, %n: index) -> tensor<?x3x?xf32> {
  %tnsr = tensor.generate %m, %n {
  ^bb0(%i : index, %j : index, %k : index):
    ...
    yield %elem : f32
  } : tensor<?x3x?f32>
  return %tnsr : tensor<?x3x?xf32>
}
