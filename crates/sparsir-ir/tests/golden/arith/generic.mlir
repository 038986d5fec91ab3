// arith ops written in the generic form: the defaults MLIR stores are added, the
// flags put in MLIR's spelling, and the custom form is printed back.

func.func @generic(%a: f32, %b: f32, %i: i32, %j: i32) {
  %0 = "arith.addf"(%a, %b) : (f32, f32) -> f32
  %1 = "arith.mulf"(%a, %b) <{fastmath = #arith.fastmath<ninf, nnan>}> : (f32, f32) -> f32
  %2 = "arith.addi"(%i, %j) : (i32, i32) -> i32
  %3 = "arith.subi"(%i, %j) {overflowFlags = #arith.overflow<nuw, nsw>} : (i32, i32) -> i32
  %4 = "arith.cmpi"(%i, %j) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %5 = "arith.cmpf"(%a, %b) {predicate = 13 : i64} : (f32, f32) -> i1
  %6 = "arith.constant"() <{value = 3 : i32}> {tag} : () -> i32
  %7 = "arith.select"(%4, %a, %b) : (i1, f32, f32) -> f32
  %8 = "arith.truncf"(%a) <{roundingmode = 3 : i32}> : (f32) -> f16
  %9:2 = "arith.mulsi_extended"(%i, %j) : (i32, i32) -> (i32, i32)
  %10 = "arith.extf"(%a) : (f32) -> f64
  return
}
