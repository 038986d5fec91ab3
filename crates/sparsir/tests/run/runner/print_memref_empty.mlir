// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22's printer reads one element of a dimension of size
// 0 out of bounds and prints whatever memory holds there (e.g. `[4.6693e-310]` for a
// memref<0xf64>, `[[4.6693e-310,   0]]` for memref<0x2xf64>): undefined behaviour. sparsir
// prints the header exactly as MLIR does (sizes, and strides as suffix products: [0, 1]
// for 2x0) and `[]` at a dimension of size 0 — `[]` for 0 and 0x2, `[[], \n []]` for 2x0
// (the rows of the outer dimension nested as for any other memref).
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @main() {
    %e = memref.alloc() : memref<0xf64>
    %ue = memref.cast %e : memref<0xf64> to memref<*xf64>
    call @printMemrefF64(%ue) : (memref<*xf64>) -> ()
    %e2 = memref.alloc() : memref<2x0xf64>
    %ue2 = memref.cast %e2 : memref<2x0xf64> to memref<*xf64>
    call @printMemrefF64(%ue2) : (memref<*xf64>) -> ()
    %e3 = memref.alloc() : memref<0x2xf64>
    %ue3 = memref.cast %e3 : memref<0x2xf64> to memref<*xf64>
    call @printMemrefF64(%ue3) : (memref<*xf64>) -> ()
    return
  }
}
