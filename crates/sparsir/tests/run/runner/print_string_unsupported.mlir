// printString takes a pointer to a C string (an LLVM global): not provided, refused at
// the call with its name.
module {
  func.func private @printString(!llvm.ptr)
  func.func @main(%s: !llvm.ptr) {
    call @printString(%s) : (!llvm.ptr) -> ()
    return
  }
}
