// arith.constant of every supported scalar type (bit patterns, negative values,
// width wrap-around), dense and sparse element literals, attribute dictionaries.

func.func @scalars() {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1 : i1
  %i2 = arith.constant 3 : i2
  %i8 = arith.constant 200 : i8
  %i16 = arith.constant -32768 : i16
  %i32 = arith.constant 0xFFFFFFFF : i32
  %i64 = arith.constant -1 : i64
  %dflt = arith.constant 42
  %i100 = arith.constant 12345678901234567890 : i100
  %idx = arith.constant 4096 : index
  %nidx = arith.constant -7 : index
  %h = arith.constant 65504.0 : f16
  %g = arith.constant 3.0e+38 : bf16
  %s = arith.constant 0.1 : f32
  %d = arith.constant 0.1 : f64
  %dd = arith.constant 2.5
  %inf = arith.constant 0x7FF0000000000000 : f64
  %nan = arith.constant 0x7FC00000 : f32
  %den = arith.constant 0x0001 : f16
  %neg0 = arith.constant -0.0 : f32
  %big = arith.constant 1.0e300 : f64
  %attrs = arith.constant {name = "c"} 7 : i32
  return
}

func.func @elements() {
  %0 = arith.constant dense<2.0> : vector<4xf32>
  %1 = arith.constant dense<[1, -2, 3]> : tensor<3xi32>
  %2 = arith.constant dense<[[0.5, 1.5], [2.5, 3.5], [4.5, 5.5]]> : tensor<3x2xf64>
  %3 = arith.constant dense<[false, true]> : vector<2xi1>
  %4 = arith.constant dense<7> : tensor<index>
  %5 = arith.constant dense<> : tensor<0x3xi8>
  %6 = arith.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %7 = arith.constant dense<0> : vector<[8]xi16>
  %8 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xindex>
  %9 = arith.constant dense<(1.0, -1.0)> : tensor<2xcomplex<f64>>
  %10 = arith.constant sparse<[[0, 1], [2, 0]], [3.0, 4.0]> : tensor<3x2xf32>
  %11 = arith.constant sparse<[[5]], [9]> : tensor<10xi64>
  return
}
