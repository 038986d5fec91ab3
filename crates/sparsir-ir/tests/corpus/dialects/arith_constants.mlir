// arith.constant of every scalar type, vector/tensor dense literals (splat and
// non-splat, nested, hex), sparse literals, hex float literals, special values.

func.func @scalars() {
  %i1t = arith.constant true
  %i1f = arith.constant false
  %i1n = arith.constant 1 : i1
  %i8 = arith.constant -128 : i8
  %i8b = arith.constant 255 : i8
  %i16 = arith.constant 32767 : i16
  %i32 = arith.constant -42 : i32
  %i32h = arith.constant 0x7FFFFFFF : i32
  %i64 = arith.constant 9223372036854775807 : i64
  %i64n = arith.constant -9223372036854775808 : i64
  %i128 = arith.constant 170141183460469231731687303715884105727 : i128
  %i3 = arith.constant 5 : i3
  %idx = arith.constant 0 : index
  %idx2 = arith.constant -1 : index
  %f16 = arith.constant 1.5 : f16
  %bf16 = arith.constant -2.25 : bf16
  %f32 = arith.constant 3.14159274 : f32
  %f32e = arith.constant 1.0e-10 : f32
  %f32i = arith.constant 7 : i32
  %f64 = arith.constant 2.718281828459045 : f64
  %f64n = arith.constant -0.0 : f64
  %f64big = arith.constant 1.7976931348623157e308 : f64
  %f80 = arith.constant 1.0 : f80
  %f128 = arith.constant 1.0 : f128
  %tf32 = arith.constant 0.5 : tf32
  %f8 = arith.constant 1.0 : f8E4M3FN
  %f8b = arith.constant 2.0 : f8E5M2
  return
}

// Hexadecimal float literals: bit patterns, including inf, nan and denormals.
func.func @hex_floats() {
  %h0 = arith.constant 0x3F800000 : f32
  %h1 = arith.constant 0x7F800000 : f32
  %h2 = arith.constant 0xFF800000 : f32
  %h3 = arith.constant 0x7FC00000 : f32
  %h4 = arith.constant 0x00000001 : f32
  %h5 = arith.constant 0x7FF0000000000000 : f64
  %h6 = arith.constant 0x7FF8000000000001 : f64
  %h7 = arith.constant 0x3C00 : f16
  %h8 = arith.constant 0x7C00 : f16
  %h9 = arith.constant 0x3F80 : bf16
  %h10 = arith.constant 0xFF80 : bf16
  %h11 = arith.constant 0x8000000000000000 : f64
  return
}

// Dense literals: splat and non-splat, vectors and tensors, nested lists,
// booleans, integers, floats, hex-encoded buffers, empty and 0-d tensors.
func.func @dense() {
  %s0 = arith.constant dense<0.0> : tensor<4x4xf32>
  %s1 = arith.constant dense<1> : vector<8xi32>
  %s2 = arith.constant dense<true> : tensor<3xi1>
  %s3 = arith.constant dense<-1> : tensor<2x3x4xindex>
  %d0 = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %d1 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %d2 = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %d3 = arith.constant dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi8>
  %d4 = arith.constant dense<[0.5, -0.5, 1.0e+10, 0x7F800000]> : tensor<4xf32>
  %d5 = arith.constant dense<[1.5, 2.5]> : tensor<2xf16>
  %d6 = arith.constant dense<[1.5, 2.5]> : vector<2xbf16>
  %d7 = arith.constant dense<5> : tensor<i32>
  %d8 = arith.constant dense<> : tensor<0xf32>
  %d9 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>
  %h0 = arith.constant dense<"0x0000803F0000004000004040"> : tensor<3xf32>
  %h1 = arith.constant dense<"0x01000000"> : tensor<4xi32>
  %idx = arith.constant dense<[0, 1, 2, 3]> : tensor<4xindex>
  %sv = arith.constant dense<4> : vector<[2]xi32>
  %sv2 = arith.constant dense<1.0> : vector<2x[4]xf32>
  return
}

// Sparse literals: indices then values.
func.func @sparse() {
  %sp0 = arith.constant sparse<[[0, 0], [1, 2]], [1.0, 5.0]> : tensor<3x4xf64>
  %sp1 = arith.constant sparse<[[0], [3]], [7, -7]> : tensor<8xi32>
  %sp2 = arith.constant sparse<[[1, 1, 1]], [2.5]> : tensor<2x2x2xf32>
  %sp3 = arith.constant sparse<[], []> : tensor<4xf32>
  %sp4 = arith.constant sparse<[[0, 1]], [true]> : tensor<2x2xi1>
  %sp5 = arith.constant sparse<[[0, 0], [1, 1]], 3> : tensor<2x2xi64>
  return
}
