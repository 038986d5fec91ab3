// Function calls with several results and recursion; casts between every kind of type.
module {
  func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
    %q = arith.divsi %a, %b : i64
    %r = arith.remsi %a, %b : i64
    return %q, %r : i64, i64
  }
  func.func @fact(%n: i64) -> i64 {
    %one = arith.constant 1 : i64
    %le = arith.cmpi sle, %n, %one : i64
    %r = scf.if %le -> (i64) {
      scf.yield %one : i64
    } else {
      %m = arith.subi %n, %one : i64
      %f = func.call @fact(%m) : (i64) -> i64
      %p = arith.muli %n, %f : i64
      scf.yield %p : i64
    }
    return %r : i64
  }
  func.func @main() {
    %a = arith.constant 47 : i64
    %b = arith.constant 5 : i64
    %q, %r = func.call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
    vector.print %q : i64
    vector.print %r : i64
    %n = arith.constant 20 : i64
    %f = func.call @fact(%n) : (i64) -> i64
    vector.print %f : i64
    %x = arith.constant -3.75 : f64
    %xi = arith.fptosi %x : f64 to i32
    vector.print %xi : i32
    %xf = arith.truncf %x : f64 to f32
    vector.print %xf : f32
    %xh = arith.truncf %x : f64 to f16
    vector.print %xh : f16
    %xb = arith.truncf %x : f64 to bf16
    vector.print %xb : bf16
    %third = arith.constant 0.333333333333 : f64
    %th = arith.truncf %third : f64 to f16
    %back = arith.extf %th : f16 to f64
    vector.print %back : f64
    %m1 = arith.constant -1 : i16
    %z = arith.extui %m1 : i16 to i64
    vector.print %z : i64
    %s = arith.extsi %m1 : i16 to i64
    vector.print %s : i64
    %u = arith.uitofp %m1 : i16 to f64
    vector.print %u : f64
    %bits = arith.bitcast %x : f64 to i64
    vector.print %bits : i64
    %big = arith.constant 300 : i32
    %t8 = arith.trunci %big : i32 to i8
    vector.print %t8 : i8
    %idx = arith.index_cast %s : i64 to index
    vector.print %idx : index
    %e = math.exp %x : f64
    vector.print %e : f64
    %p = math.powf %x, %x : f64
    vector.print %p : f64
    %ab = math.absf %x : f64
    vector.print %ab : f64
    %fl = math.floor %x : f64
    vector.print %fl : f64
    %mx = arith.maximumf %x, %ab : f64
    vector.print %mx : f64
    %sh = arith.shli %b, %b : i64
    vector.print %sh : i64
    %b16 = arith.constant 5 : i16
    %sr = arith.shrsi %m1, %b16 : i16
    vector.print %sr : i16
    %ur = arith.shrui %m1, %b16 : i16
    vector.print %ur : i16
    return
  }
}
