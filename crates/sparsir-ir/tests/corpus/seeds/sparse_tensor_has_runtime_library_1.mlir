// seed: sparse_tensor_dialect.md, sparse_tensor.has_runtime_library, example 1; FIXED: placeholder `...` replaced by a comment
func.func @f() {
  %has_runtime = sparse_tensor.has_runtime_library
  scf.if %has_runtime {
   // ...
  }
  return
}
