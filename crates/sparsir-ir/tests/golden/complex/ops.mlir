// complex: constants, building and taking apart, arithmetic, functions, tests.

func.func @parts(%re: f64, %im: f64) -> f64 {
  %z = complex.create %re, %im : complex<f64>
  %r = complex.re %z : complex<f64>
  %i = complex.im %z fastmath<nnan> : complex<f64>
  %a = complex.abs %z : complex<f64>
  %g = complex.angle %z : complex<f64>
  %s = arith.addf %r, %i : f64
  return %s : f64
}

func.func @arith(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %0, %b fastmath<fast> : complex<f32>
  %2 = complex.mul %1, %a : complex<f32>
  %3 = complex.div %2, %b {origin = "div"} : complex<f32>
  %4 = complex.pow %3, %a : complex<f32>
  %5 = complex.atan2 %4, %a : complex<f32>
  %6 = complex.neg %5 : complex<f32>
  %7 = complex.conj %6 : complex<f32>
  %8 = complex.exp %7 : complex<f32>
  %9 = complex.log %8 : complex<f32>
  %10 = complex.sqrt %9 : complex<f32>
  %11 = complex.sin %10 : complex<f32>
  %12 = complex.cos %11 : complex<f32>
  %13 = complex.tanh %12 : complex<f32>
  %14 = complex.tan %13 : complex<f32>
  %15 = complex.rsqrt %14 : complex<f32>
  %16 = complex.expm1 %15 : complex<f32>
  %17 = complex.log1p %16 : complex<f32>
  %18 = complex.sign %17 fastmath<nnan,nsz> : complex<f32>
  %eq = complex.eq %18, %a : complex<f32>
  %ne = complex.neq %18, %a : complex<f32>
  return %18 : complex<f32>
}

func.func @constants() {
  %0 = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %1 = complex.constant [0.0, 1.0] : complex<f64>
  %2 = complex.constant [3 : i16, 4 : i16] {tag} : complex<i16>
  %3 = complex.bitcast %1 : complex<f64> to i128
  %4 = complex.bitcast %0 : complex<f32> to f64
  return
}
