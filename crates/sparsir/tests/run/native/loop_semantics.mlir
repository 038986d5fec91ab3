// Integer wrap-around, unsigned views, shifts, float rounding to f32, NaN
// compares and while loops computed inside native loops print what MLIR prints.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c40 = arith.constant 40 : index
    %z8 = arith.constant 0 : i8
    %z32 = arith.constant 0 : i32
    %zf = arith.constant 0.0 : f32
    %a8 = arith.constant 37 : i8
    %third = arith.constant 0.333333343 : f32
    %r:3 = scf.for %i = %c0 to %c40 step %c1 iter_args(%x = %z8, %y = %z32, %f = %zf) -> (i8, i32, f32) {
      %x1 = arith.addi %x, %a8 : i8
      %x2 = arith.muli %x1, %a8 : i8
      %k = arith.index_cast %i : index to i32
      %fifteen = arith.constant 15 : i32
      %amt = arith.andi %k, %fifteen : i32
      %sh = arith.shli %k, %amt : i32
      %k1 = arith.addi %k, %k : i32
      %k2 = arith.ori %k1, %k : i32
      %kk = arith.maxui %k2, %k : i32
      %one32 = arith.constant 1 : i32
      %den = arith.addi %kk, %one32 : i32
      %u = arith.divui %sh, %den : i32
      %fk = arith.uitofp %k : i32 to f32
      %f1 = arith.mulf %fk, %third : f32
      %f2 = arith.addf %f, %f1 : f32
      %y1 = arith.xori %y, %u : i32
      scf.yield %x2, %y1, %f2 : i8, i32, f32
    }
    vector.print %r#0 : i8
    vector.print %r#1 : i32
    vector.print %r#2 : f32
    %n = scf.while (%v = %c1) : (index) -> index {
      %c = arith.cmpi ult, %v, %c40 : index
      scf.condition(%c) %v : index
    } do {
    ^bb0(%v: index):
      %w = arith.muli %v, %c1 : index
      %w2 = arith.addi %w, %w : index
      scf.yield %w2 : index
    }
    vector.print %n : index
    %m = arith.constant 0xFF : i8
    %cnt = scf.for %i = %c0 to %c40 step %c1 iter_args(%acc = %m) -> i8 {
      %s = arith.shrui %acc, %m : i8
      %p = math.ctpop %acc : i8
      %q = arith.maxui %s, %p : i8
      %v = arith.remsi %q, %a8 : i8
      scf.yield %v : i8
    }
    vector.print %cnt : i8
    return
  }
}
