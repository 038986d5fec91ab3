// Loops with carried values, while, if, integer wrap-around and float printing.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %z = arith.constant 0.0 : f64
    %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (f64) {
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f64
      %h = arith.constant 0.5 : f64
      %g = arith.mulf %f, %h : f64
      %n = arith.addf %acc, %g : f64
      scf.yield %n : f64
    }
    vector.print %sum : f64
    %a = arith.constant 120 : i8
    %b = arith.constant 10 : i8
    %w = arith.addi %a, %b : i8
    vector.print %w : i8
    %u = arith.divui %w, %b : i8
    vector.print %u : i8
    %one = arith.constant 1 : i32
    %lim = arith.constant 100 : i32
    %r:2 = scf.while (%x = %one, %k = %c0) : (i32, index) -> (i32, index) {
      %go = arith.cmpi slt, %x, %lim : i32
      scf.condition(%go) %x, %k : i32, index
    } do {
    ^bb0(%x: i32, %k: index):
      %two = arith.constant 2 : i32
      %y = arith.muli %x, %two : i32
      %k1 = arith.addi %k, %c1 : index
      scf.yield %y, %k1 : i32, index
    }
    vector.print %r#0 : i32
    vector.print %r#1 : index
    %t = arith.cmpf ogt, %sum, %z : f64
    %s = scf.if %t -> (f32) {
      %p = arith.constant 1.0e+10 : f32
      scf.yield %p : f32
    } else {
      %q = arith.constant 2.5e-05 : f32
      scf.yield %q : f32
    }
    vector.print %s : f32
    %m = math.sqrt %sum : f64
    vector.print %m : f64
    %neg = arith.constant -7 : i64
    %two64 = arith.constant 2 : i64
    %fd = arith.floordivsi %neg, %two64 : i64
    %cd = arith.ceildivsi %neg, %two64 : i64
    %rm = arith.remsi %neg, %two64 : i64
    vector.print %fd : i64
    vector.print %cd : i64
    vector.print %rm : i64
    %bt = arith.constant true
    vector.print %bt : i1
    return
  }
}
