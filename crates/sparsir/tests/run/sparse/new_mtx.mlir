// sparse_tensor.new reads a general .mtx into CSR and DCSC; number_of_entries counts them.
// ENV: TENSOR0=data/small.mtx
!Filename = !llvm.ptr
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed), posWidth = 16, crdWidth = 8 }>
module {
  func.func private @getTensorFilename(index) -> (!Filename)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %a = sparse_tensor.new %f : !Filename to tensor<?x?xf64, #CSR>
    sparse_tensor.print %a : tensor<?x?xf64, #CSR>
    %b = sparse_tensor.new %f : !Filename to tensor<3x4xf32, #DCSC>
    sparse_tensor.print %b : tensor<3x4xf32, #DCSC>
    %n = sparse_tensor.number_of_entries %b : tensor<3x4xf32, #DCSC>
    vector.print %n : index
    return
  }
}
