// A float that does not fit the integer type, converted inside a loop (native code).
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %big = arith.constant 1.0e3 : f64
    %z = arith.constant 0 : i8
    %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> i8 {
      %k = arith.index_cast %i : index to i64
      %f = arith.sitofp %k : i64 to f64
      %g = arith.mulf %f, %big : f64
      %t = arith.fptosi %g : f64 to i8
      %n = arith.addi %acc, %t : i8
      scf.yield %n : i8
    }
    vector.print %s : i8
    return
  }
}
