// A generator released by rtdrand cannot be used again (MLIR: use after free): a run-time
// error at the call.
module {
  func.func private @rtsrand(index) -> (!llvm.ptr)
  func.func private @rtrand(!llvm.ptr, index) -> (index)
  func.func private @rtdrand(!llvm.ptr) -> ()
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c9 = arith.constant 9 : index
    %g = func.call @rtsrand(%c0) : (index) -> !llvm.ptr
    func.call @rtdrand(%g) : (!llvm.ptr) -> ()
    %r = func.call @rtrand(%g, %c9) : (!llvm.ptr, index) -> index
    vector.print %r : index
    return
  }
}
