// math functions on scalars and shaped values, with fast-math flags.

func.func @unary(%x: f64, %v: vector<4xf32>, %t: tensor<?xf16>) -> f64 {
  %0 = math.sqrt %x : f64
  %1 = math.rsqrt %0 : f64
  %2 = math.cbrt %1 : f64
  %3 = math.exp %2 : f64
  %4 = math.exp2 %3 : f64
  %5 = math.expm1 %4 : f64
  %6 = math.log %5 : f64
  %7 = math.log2 %6 : f64
  %8 = math.log10 %7 : f64
  %9 = math.log1p %8 : f64
  %10 = math.absf %9 : f64
  %11 = math.ceil %10 : f64
  %12 = math.floor %11 : f64
  %13 = math.round %12 : f64
  %14 = math.roundeven %13 : f64
  %15 = math.trunc %14 : f64
  %16 = math.sin %15 : f64
  %17 = math.cos %16 : f64
  %18 = math.tan %17 : f64
  %19 = math.tanh %18 : f64
  %20 = math.atan %19 : f64
  %21 = math.erf %20 : f64
  %22 = math.erfc %21 fastmath<afn> : f64
  %23 = math.asin %22 : f64
  %24 = math.acos %23 : f64
  %25 = math.sinh %24 : f64
  %26 = math.cosh %25 : f64
  %27 = math.asinh %26 : f64
  %28 = math.acosh %27 : f64
  %29 = math.atanh %28 : f64
  %30 = math.sqrt %v fastmath<fast> : vector<4xf32>
  %31 = math.exp %t fastmath<nnan,ninf> {hint} : tensor<?xf16>
  %s, %c = math.sincos %x : f64
  return %29 : f64
}

func.func @binary(%x: f32, %y: f32, %z: f32, %n: i32, %v: vector<2xf32>, %w: vector<2xi64>) {
  %0 = math.powf %x, %y : f32
  %1 = math.atan2 %x, %y fastmath<contract> : f32
  %2 = math.copysign %x, %y : f32
  %3 = math.fma %x, %y, %z : f32
  %4 = math.fma %v, %v, %v fastmath<fast> : vector<2xf32>
  %5 = math.fpowi %x, %n : f32, i32
  %6 = math.fpowi %v, %w fastmath<nsz> : vector<2xf32>, vector<2xi64>
  %7 = math.clampf %x to [%y, %z] : f32
  %8 = math.clampf %v to [%v, %v] fastmath<nnan> : vector<2xf32>
  return
}

func.func @integer_and_classify(%i: i64, %j: i64, %v: vector<[4]xi8>, %f: f32, %t: tensor<2x?xf64>) {
  %0 = math.absi %i : i64
  %1 = math.ctlz %i : i64
  %2 = math.cttz %i : i64
  %3 = math.ctpop %v : vector<[4]xi8>
  %4 = math.ipowi %i, %j : i64
  %5 = math.isnan %f : f32
  %6 = math.isinf %f {fastmath = #arith.fastmath<nnan>} : f32
  %7 = math.isfinite %t : tensor<2x?xf64>
  %8 = math.isnormal %f : f32
  %9 = "math.sqrt"(%f) : (f32) -> f32
  return
}
