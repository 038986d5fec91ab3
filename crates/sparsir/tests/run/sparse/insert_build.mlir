// Builds a sparse matrix by tensor.insert in a loop, in lexicographic order as MLIR
// requires (out-of-order inserts give MLIR 22 unsorted storage; sparsir sorts), finishes it with sparse_tensor.load hasInserts, and reads it back with tensor.extract.
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %e = tensor.empty() : tensor<5x5xf64, #DCSR>
    %t = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %e) -> (tensor<5x5xf64, #DCSR>) {
      %r = arith.subi %c4, %i : index
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f64
      %n = tensor.insert %f into %acc[%i, %r] : tensor<5x5xf64, #DCSR>
      scf.yield %n : tensor<5x5xf64, #DCSR>
    }
    %v = arith.constant 9.5 : f64
    %c3 = arith.constant 3 : index
    %t2 = tensor.insert %v into %t[%c3, %c3] : tensor<5x5xf64, #DCSR>
    %w = arith.constant 7.25 : f64
    %t3 = tensor.insert %w into %t2[%c4, %c0] : tensor<5x5xf64, #DCSR>
    %s = sparse_tensor.load %t3 hasInserts : tensor<5x5xf64, #DCSR>
    sparse_tensor.print %s : tensor<5x5xf64, #DCSR>
    %n = sparse_tensor.number_of_entries %s : tensor<5x5xf64, #DCSR>
    vector.print %n : index
    bufferization.dealloc_tensor %s : tensor<5x5xf64, #DCSR>
    return
  }
}
