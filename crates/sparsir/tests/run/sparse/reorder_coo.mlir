// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 keeps both copies of the repeated coordinate in
// the unique COO it reads (issue 12: reading sums them, as the encoding requires).
// reorder_coo sorts an unordered COO read from a file (with a repeated coordinate) into an ordered COO.
// data/unsorted.tns (1-based): (3,2)=1, (1,4)=2, (2,1)=3, (1,2)=4, (3,2)=5. Read in file
// order, the repeat summed into its first occurrence: (2,1)=6, (0,3)=2, (1,0)=3, (0,1)=4;
// sorted: (0,1)=4, (0,3)=2, (1,0)=3, (2,1)=6.
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
