// Calling an external function the runtime does not provide names it.
module {
  func.func private @myHelper(f64) -> f64
  func.func @main() {
    %x = arith.constant 1.0 : f64
    %y = func.call @myHelper(%x) : (f64) -> f64
    vector.print %y : f64
    return
  }
}
