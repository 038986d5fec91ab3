// math dialect: every op, with fastmath flags and shaped operands.

func.func @unary_float(%x: f32, %d: f64, %h: f16) {
  %0 = math.sqrt %x : f32
  %1 = math.rsqrt %x : f32
  %2 = math.cbrt %x : f32
  %3 = math.exp %x : f32
  %4 = math.exp2 %x : f32
  %5 = math.expm1 %x : f32
  %6 = math.log %x : f32
  %7 = math.log2 %x : f32
  %8 = math.log10 %x : f32
  %9 = math.log1p %x : f32
  %10 = math.absf %x : f32
  %11 = math.ceil %x : f32
  %12 = math.floor %x : f32
  %13 = math.round %x : f32
  %14 = math.roundeven %x : f32
  %15 = math.trunc %x : f32
  %16 = math.sin %x : f32
  %17 = math.cos %x : f32
  %18 = math.tan %x : f32
  %19 = math.asin %x : f32
  %20 = math.acos %x : f32
  %21 = math.atan %x : f32
  %22 = math.sinh %x : f32
  %23 = math.cosh %x : f32
  %24 = math.tanh %x : f32
  %25 = math.asinh %x : f32
  %26 = math.acosh %x : f32
  %27 = math.atanh %x : f32
  %28 = math.erf %x : f32
  %29 = math.erfc %x : f32
  %30 = math.sqrt %d : f64
  %31 = math.exp %h : f16
  %s, %c = math.sincos %x : f32
  return
}

func.func @binary_float(%x: f32, %y: f32, %z: f32, %i: i32) {
  %0 = math.powf %x, %y : f32
  %1 = math.atan2 %x, %y : f32
  %2 = math.copysign %x, %y : f32
  %3 = math.fma %x, %y, %z : f32
  %4 = math.fpowi %x, %i : f32, i32
  %5 = math.clampf %x to [%y, %z] : f32
  return
}

func.func @classify(%x: f32, %v: vector<4xf64>) {
  %0 = math.isnan %x : f32
  %1 = math.isinf %x : f32
  %2 = math.isfinite %x : f32
  %3 = math.isnormal %x : f32
  %4 = math.isnan %v : vector<4xf64>
  return
}

func.func @integer(%a: i32, %b: i32, %v: vector<4xi16>) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %a : i32
  %2 = math.cttz %a : i32
  %3 = math.ctpop %a : i32
  %4 = math.ipowi %a, %b : i32
  %5 = math.absi %v : vector<4xi16>
  %6 = math.ctpop %v : vector<4xi16>
  return
}

func.func @fastmath_shaped(%x: f32, %y: f32, %t: tensor<?xf32>, %v: vector<[4]xf64>, %t2: tensor<?xi32>) {
  %0 = math.sqrt %x fastmath<fast> : f32
  %1 = math.powf %x, %y fastmath<nnan,ninf> : f32
  %2 = math.fma %x, %y, %x fastmath<contract> : f32
  %3 = math.exp %t : tensor<?xf32>
  %4 = math.tanh %v fastmath<afn> : vector<[4]xf64>
  %5 = math.absf %t fastmath<nsz> : tensor<?xf32>
  %6 = math.fpowi %t, %t2 : tensor<?xf32>, tensor<?xi32>
  return
}
