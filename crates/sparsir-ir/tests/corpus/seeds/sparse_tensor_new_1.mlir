// seed: sparse_tensor_dialect.md, sparse_tensor.new, example 1 (!Source defined as !llvm.ptr, as in MLIR's integration tests)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
!Source = !llvm.ptr

func.func @f(%source: !Source) {
  sparse_tensor.new %source : !Source to tensor<1024x1024xf64, #CSR>
  return
}
