// rtclock (MLIR's runner utility) reads the wall clock in seconds: two readings around a
// loop are ordered, and a reading is a plausible date (after 2020).
module {
  func.func private @rtclock() -> f64
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1000 = arith.constant 1000 : index
    %zero = arith.constant 0.0 : f64
    %y2020 = arith.constant 1.5778368e9 : f64
    %t0 = func.call @rtclock() : () -> f64
    %s = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %zero) -> f64 {
      %f = arith.index_cast %i : index to i64
      %g = arith.sitofp %f : i64 to f64
      %n = arith.addf %acc, %g : f64
      scf.yield %n : f64
    }
    %t1 = func.call @rtclock() : () -> f64
    %d = arith.subf %t1, %t0 : f64
    %ordered = arith.cmpf oge, %d, %zero : f64
    %recent = arith.cmpf ogt, %t0, %y2020 : f64
    vector.print %ordered : i1
    vector.print %recent : i1
    vector.print %s : f64
    return
  }
}
