// Integer division by zero inside a loop (native code) is an error naming the division.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %ten = arith.constant 10 : i64
    %two = arith.constant 2 : i64
    %z = arith.constant 0 : i64
    %s = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> i64 {
      %k = arith.index_cast %i : index to i64
      %d = arith.subi %k, %two : i64
      %q = arith.divsi %ten, %d : i64
      %n = arith.addi %acc, %q : i64
      scf.yield %n : i64
    }
    vector.print %s : i64
    return
  }
}
