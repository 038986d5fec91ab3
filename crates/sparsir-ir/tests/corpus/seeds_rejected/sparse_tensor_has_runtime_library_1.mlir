// MLIR 22 rejects: 5:24: error: expected operation name in quotes
// seed: sparse_tensor_dialect.md, sparse_tensor.has_runtime_library, example 1 (verbatim; `...` placeholder)
func.func @f() {
  %has_runtime = sparse_tensor.has_runtime_library
  scf.if %has_runtime {
   ...
  }
  return
}
