// memref.alloc/alloca (dynamic rank 1, static rank 2), load/store, dim, rank, cast, copy; bufferization to_tensor/to_buffer/alloc_tensor.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %n = arith.constant 5 : index
    %m = memref.alloc(%n) : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %sq = arith.muli %ii, %ii : i32
      memref.store %sq, %m[%i] : memref<?xi32>
    }
    %x = memref.load %m[%c2] : memref<?xi32>
    vector.print %x : i32
    %d = memref.dim %m, %c0 : memref<?xi32>
    vector.print %d : index
    %g = memref.alloca() : memref<2x3xf64>
    %f = arith.constant 2.5 : f64
    memref.store %f, %g[%c1, %c2] : memref<2x3xf64>
    %y = memref.load %g[%c1, %c2] : memref<2x3xf64>
    vector.print %y : f64
    %gd = memref.dim %g, %c1 : memref<2x3xf64>
    %gr = memref.rank %g : memref<2x3xf64>
    vector.print %gd : index
    vector.print %gr : index
    %s = memref.cast %m : memref<?xi32> to memref<5xi32>
    %cp = memref.alloc() : memref<5xi32>
    memref.copy %s, %cp : memref<5xi32> to memref<5xi32>
    %z = arith.constant 0 : i32
    %v = vector.transfer_read %cp[%c0], %z : memref<5xi32>, vector<5xi32>
    vector.print %v : vector<5xi32>
    %t = bufferization.to_tensor %cp restrict writable : memref<5xi32> to tensor<5xi32>
    %e = tensor.extract %t[%c1] : tensor<5xi32>
    vector.print %e : i32
    %w = bufferization.alloc_tensor() copy(%t) : tensor<5xi32>
    %b = bufferization.to_buffer %w : tensor<5xi32> to memref<5xi32>
    %q = memref.load %b[%c2] : memref<5xi32>
    vector.print %q : i32
    %a = bufferization.alloc_tensor(%c2) : tensor<?x2xf64>
    %ad = tensor.dim %a, %c0 : tensor<?x2xf64>
    vector.print %ad : index
    memref.dealloc %m : memref<?xi32>
    memref.dealloc %cp : memref<5xi32>
    return
  }
}
