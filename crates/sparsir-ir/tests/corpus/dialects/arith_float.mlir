// Floating-point arith ops, fastmath flags, min/max variants, rounding modes.

func.func @float_binary(%a: f32, %b: f32, %h: f16, %g: bf16, %d: f64) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  %5 = arith.negf %a : f32
  %6 = arith.maximumf %a, %b : f32
  %7 = arith.minimumf %a, %b : f32
  %8 = arith.maxnumf %a, %b : f32
  %9 = arith.minnumf %a, %b : f32
  %10 = arith.addf %h, %h : f16
  %11 = arith.mulf %g, %g : bf16
  %12 = arith.divf %d, %d : f64
  %13 = arith.negf %g : bf16
  return
}

func.func @fastmath(%a: f32, %b: f32, %v: vector<4xf64>) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.mulf %a, %b fastmath<nnan,ninf> : f32
  %2 = arith.subf %a, %b fastmath<reassoc, nsz> : f32
  %3 = arith.divf %a, %b fastmath<arcp,contract,afn> : f32
  %4 = arith.negf %a fastmath<nnan> : f32
  %5 = arith.maximumf %a, %b fastmath<nnan> : f32
  %6 = arith.addf %a, %b fastmath<none> : f32
  %7 = arith.remf %v, %v fastmath<fast> : vector<4xf64>
  %8 = arith.cmpf olt, %a, %b fastmath<nnan> : f32
  %9 = arith.addf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %10 = arith.extf %a fastmath<contract> : f32 to f64
  %11 = arith.select %8, %a, %b : f32
  return
}

func.func @rounding(%a: f64, %b: f32) {
  %0 = arith.truncf %a : f64 to f32
  %1 = arith.truncf %a to_nearest_even : f64 to f32
  %2 = arith.truncf %a downward : f64 to f16
  %3 = arith.truncf %a upward : f64 to bf16
  %4 = arith.truncf %a toward_zero : f64 to f32
  %5 = arith.truncf %a to_nearest_away : f64 to f32
  %6 = arith.truncf %b to_nearest_even fastmath<contract> : f32 to f16
  return
}

func.func @scaling(%a: f8E5M2, %s: f8E8M0FNU, %b: f32, %v: vector<4xf4E2M1FN>, %vs: vector<4xf8E8M0FNU>) {
  %0 = arith.scaling_extf %a, %s : f8E5M2, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %b, %s : f32, f8E8M0FNU to f8E5M2
  %2 = arith.scaling_extf %v, %vs : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  return
}

func.func @shaped(%t: tensor<?x4xf32>, %v: vector<2x[4]xf16>) {
  %0 = arith.addf %t, %t : tensor<?x4xf32>
  %1 = arith.mulf %v, %v : vector<2x[4]xf16>
  %2 = arith.negf %t : tensor<?x4xf32>
  %3 = arith.minnumf %v, %v fastmath<nnan> : vector<2x[4]xf16>
  return
}
