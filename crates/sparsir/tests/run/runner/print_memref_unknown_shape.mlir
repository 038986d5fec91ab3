// An unranked memref received as a function argument: the shape of the memref it was
// cast from is not visible at the call, so printing it is unsupported (not a guess).
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @show(%u: memref<*xf64>) {
    call @printMemrefF64(%u) : (memref<*xf64>) -> ()
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<2x2xf64>
    %u = memref.cast %a : memref<2x2xf64> to memref<*xf64>
    call @show(%u) : (memref<*xf64>) -> ()
    return
  }
}
