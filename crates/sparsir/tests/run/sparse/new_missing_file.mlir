// sparse_tensor.new of a file that does not exist is a runtime error naming the file.
// ENV: TENSOR0=data/no_such_file.mtx
!Filename = !llvm.ptr
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func private @getTensorFilename(index) -> (!Filename)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %a = sparse_tensor.new %f : !Filename to tensor<?x?xf64, #CSR>
    sparse_tensor.print %a : tensor<?x?xf64, #CSR>
    return
  }
}
