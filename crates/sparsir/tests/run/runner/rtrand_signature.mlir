// rtrand declared with a float bound is refused at the call, naming the signature MLIR's
// runner implements.
module {
  func.func private @rtsrand(index) -> (!llvm.ptr)
  func.func private @rtrand(!llvm.ptr, f64) -> (index)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %m = arith.constant 10.0 : f64
    %g = func.call @rtsrand(%c0) : (index) -> !llvm.ptr
    %r = func.call @rtrand(%g, %m) : (!llvm.ptr, f64) -> index
    vector.print %r : index
    return
  }
}
