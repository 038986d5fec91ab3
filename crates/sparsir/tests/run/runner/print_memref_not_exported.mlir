// MLIR's runner exports printMemref2dF32 but no printMemref2dF64: calling it is an
// unsupported external function, named at the call.
module {
  func.func private @printMemref2dF64(memref<?x?xf64>) attributes { llvm.emit_c_interface }
  func.func @main() {
    %a = memref.alloc() : memref<2x2xf64>
    %d = memref.cast %a : memref<2x2xf64> to memref<?x?xf64>
    call @printMemref2dF64(%d) : (memref<?x?xf64>) -> ()
    return
  }
}
