// mlir-opt-flags: --allow-unregistered-dialect
// Element literals: dense splats and nested lists of every element type
// (bool, integers, index, floats, complex, strings), hex data, empty
// tensors, vectors and memref types, and sparse literals (scalar and list
// values, empty, rank 1 to 3).
func.func private @dense() attributes {
  s0 = dense<1.5> : tensor<2x3xf64>, s1 = dense<true> : tensor<4xi1>, s2 = dense<-3> : vector<2x2xi8>, s3 = dense<7> : tensor<index>,
  l0 = dense<[1.0, -2.5, 0x7FF0000000000000]> : tensor<3xf64>, l1 = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
  l2 = dense<[[true, false]]> : tensor<1x2xi1>, l3 = dense<[[[1]], [[2]]]> : tensor<2x1x1xui16>,
  l4 = dense<[0.1, 2.0]> : vector<2xf32>, l5 = dense<[1, 2, 3, 4]> : memref<4xindex>, l6 = dense<[0.5, 1.5]> : tensor<2xbf16>,
  l7 = dense<[65504.0, -0.0]> : tensor<2xf16>, l8 = dense<[-128, 127]> : tensor<2xsi8>,
  c0 = dense<[(1.0, 2.0), (-0.5, 0.0)]> : tensor<2xcomplex<f64>>, c1 = dense<(1, -1)> : tensor<3xcomplex<i32>>, c2 = dense<[(1, 2)]> : tensor<1xcomplex<i16>>,
  h0 = dense<"0x0000803F00000040"> : tensor<2xf32>, h1 = dense<"0x01020304"> : tensor<4xi8>,
  e0 = dense<> : tensor<0xf32>, e1 = dense<> : tensor<2x0xi8>,
  str0 = dense<["a", "b\"c"]> : tensor<2x!foo.str>, str1 = dense<"x"> : tensor<3x!foo.str>
}
func.func private @sparse() attributes {
  p0 = sparse<[[0, 1], [2, 3]], [1.5, -2.0]> : tensor<4x4xf64>, p1 = sparse<[[1, 1]], [7]> : tensor<2x2xi32>,
  p2 = sparse<[0, 3], [1, 2]> : tensor<5xi64>, p3 = sparse<[[0, 0, 1]], [true]> : tensor<2x2x2xi1>,
  p4 = sparse<[[0, 1], [1, 0]], 3.0> : tensor<2x2xf32>, p5 = sparse<> : tensor<3x3xf64>
}
