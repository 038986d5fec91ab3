// seed: sparse_tensor_dialect.md, sparse_tensor.out, example 1 (!Dest defined as !llvm.ptr)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
!Dest = !llvm.ptr

func.func @f(%t: tensor<1024x1024xf64, #CSR>, %dest: !Dest) {
  sparse_tensor.out %t, %dest : tensor<1024x1024xf64, #CSR>, !Dest
  return
}
