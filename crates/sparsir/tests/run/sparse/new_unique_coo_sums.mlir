// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 keeps both copies of a repeated coordinate when
// it reads a file into a unique COO, breaking the encoding's invariant (assemble refuses
// the same buffers). Here a unique COO (last level singleton, unique) sums them.
// data/dup.mtx lists (1, 2) twice, 1.5 and 2.0, among 5 entries (1-based, in the order
// (1,2) (3,1) (1,2) (2,4) (3,3)):
//  - sorted unique COO: (0,1)=3.5, (1,3)=-1, (2,0)=4, (2,2)=0.5: nse = 4;
//  - unordered unique COO: file order, repeats summed into the first occurrence:
//    (0,1)=3.5, (2,0)=4, (1,3)=-1, (2,2)=0.5;
//  - non-unique COO (singleton(nonunique)): both copies kept, sorted stably: nse = 5.
// ENV: TENSOR0=data/dup.mtx
!Filename = !llvm.ptr
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#UCOO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered)) }>
#NCOO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(nonunique)) }>
module {
  func.func private @getTensorFilename(index) -> (!Filename)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %a = sparse_tensor.new %f0 : !Filename to tensor<?x?xf64, #COO>
    sparse_tensor.print %a : tensor<?x?xf64, #COO>
    %b = sparse_tensor.new %f0 : !Filename to tensor<?x?xf64, #UCOO>
    sparse_tensor.print %b : tensor<?x?xf64, #UCOO>
    %c = sparse_tensor.new %f0 : !Filename to tensor<?x?xf64, #NCOO>
    sparse_tensor.print %c : tensor<?x?xf64, #NCOO>
    return
  }
}
