// Float arithmetic with and without fast-math flags, in several spellings, and
// truncf rounding modes.

func.func @binary(%a: f32, %b: f32, %h: f16, %g: bf16, %d: f64) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b : f32
  %2 = arith.mulf %1, %a : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %b : f32
  %5 = arith.negf %4 : f32
  %6 = arith.maximumf %5, %a : f32
  %7 = arith.minimumf %6, %a : f32
  %8 = arith.maxnumf %7, %a : f32
  %9 = arith.minnumf %8, %a : f32
  %10 = arith.mulf %h, %h : f16
  %11 = arith.divf %g, %g : bf16
  %12 = arith.negf %d : f64
  return %9 : f32
}

func.func @fastmath(%a: f64, %b: f64, %v: vector<2xf32>) {
  %0 = arith.addf %a, %b fastmath<fast> : f64
  %1 = arith.mulf %a, %b fastmath<ninf,nnan> : f64
  %2 = arith.subf %a, %b fastmath<nsz, reassoc> : f64
  %3 = arith.divf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f64
  %4 = arith.addf %a, %b fastmath<none> : f64
  %5 = arith.negf %a fastmath<contract> {origin = "user"} : f64
  %6 = arith.remf %v, %v fastmath<afn> : vector<2xf32>
  %7 = arith.maxnumf %a, %b {fastmath = #arith.fastmath<nnan>} : f64
  %8 = arith.minimumf %a, %b fastmath<none,arcp> : f64
  return
}

func.func @rounding(%d: f64, %f: f32) {
  %0 = arith.truncf %d : f64 to f32
  %1 = arith.truncf %d to_nearest_even : f64 to f32
  %2 = arith.truncf %d downward : f64 to f16
  %3 = arith.truncf %d upward : f64 to bf16
  %4 = arith.truncf %d toward_zero : f64 to f32
  %5 = arith.truncf %f to_nearest_away fastmath<nnan> : f32 to f16
  %6 = arith.truncf %f fastmath<fast> : f32 to bf16
  return
}
