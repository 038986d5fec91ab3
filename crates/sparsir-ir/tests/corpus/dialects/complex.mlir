// complex dialect: create, re, im, add, sub, mul, div, abs, constant, and the
// other ops; complex element types in tensors and constants.

func.func @complex_ops(%r: f32, %i: f32, %a: complex<f32>, %b: complex<f32>, %d: complex<f64>) -> f32 {
  %c = complex.create %r, %i : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b : complex<f32>
  %2 = complex.mul %a, %b : complex<f32>
  %3 = complex.div %a, %b : complex<f32>
  %4 = complex.abs %a : complex<f32>
  %5 = complex.neg %a : complex<f32>
  %6 = complex.conj %a : complex<f32>
  %7 = complex.exp %a : complex<f32>
  %8 = complex.log %a : complex<f32>
  %9 = complex.sqrt %a : complex<f32>
  %10 = complex.sin %a : complex<f32>
  %11 = complex.cos %a : complex<f32>
  %12 = complex.tanh %a : complex<f32>
  %13 = complex.pow %a, %b : complex<f32>
  %14 = complex.eq %a, %b : complex<f32>
  %15 = complex.neq %a, %b : complex<f32>
  %16 = complex.angle %a : complex<f32>
  %17 = complex.sign %a : complex<f32>
  %18 = complex.add %d, %d fastmath<fast> : complex<f64>
  %19 = complex.abs %d fastmath<nnan> : complex<f64>
  %20 = complex.rsqrt %a : complex<f32>
  %21 = complex.expm1 %a : complex<f32>
  %22 = complex.log1p %a : complex<f32>
  %23 = complex.tan %a : complex<f32>
  %24 = complex.atan2 %a, %b : complex<f32>
  %25 = complex.bitcast %d : complex<f64> to i128
  return %re : f32
}

func.func @complex_constants() {
  %c0 = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %c1 = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %c2 = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %t = arith.constant dense<(1.0,2.0)> : tensor<2xcomplex<f32>>
  %t2 = arith.constant dense<[(1.0,2.0), (3.0,-4.0)]> : tensor<2xcomplex<f64>>
  %t3 = arith.constant dense<[(1,2), (3,4)]> : tensor<2xcomplex<i16>>
  return
}

func.func private @complex_number_attr() attributes {n = #complex.number<:f32 1.0, 2.0>, m = #complex.number<:f64 -0.5, 0x7FF0000000000000>}
