// reorder_coo sorts an unordered COO read from a file (with a repeated coordinate) into an ordered COO, with quick_sort and insertion_sort_stable.
// ENV: TENSOR0=data/unsorted.tns
!Filename = !llvm.ptr
#UCOO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered)) }>
#OCOO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func private @getTensorFilename(index) -> (!Filename)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %u = sparse_tensor.new %f : !Filename to tensor<3x4xf64, #UCOO>
    sparse_tensor.print %u : tensor<3x4xf64, #UCOO>
    %o = sparse_tensor.reorder_coo insertion_sort_stable %u : tensor<3x4xf64, #UCOO> to tensor<3x4xf64, #OCOO>
    sparse_tensor.print %o : tensor<3x4xf64, #OCOO>
    return
  }
}
