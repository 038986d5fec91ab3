// An out-of-bounds load inside a loop (compiled to native code) stops with the same error
// as the interpreter, at the load.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %zero = arith.constant 0.0 : f64
    %one = arith.constant 1.0 : f64
    %m = memref.alloc() : memref<4xf64>
    scf.for %i = %c0 to %c5 step %c1 {
      memref.store %one, %m[%c0] : memref<4xf64>
    }
    %s = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %zero) -> f64 {
      %v = memref.load %m[%i] : memref<4xf64>
      %n = arith.addf %acc, %v : f64
      scf.yield %n : f64
    }
    vector.print %s : f64
    return
  }
}
