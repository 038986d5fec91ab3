// mlir-opt-flags: --allow-unregistered-dialect
// Builtin attributes in attribute dictionaries: integers of every type (bool,
// signed, unsigned, index), floats (decimal, exponent, hex), strings with
// escapes, unit, arrays, nested dictionaries, type attributes, symbol refs,
// affine maps and sets, dense / sparse / dense_resource elements, dense
// arrays, strided layouts, opaque dialect attributes, distinct attributes.

func.func private @ints() attributes {
  b0 = true, b1 = false, i1v = 1 : i1, i8v = -1 : i8, i16v = 65535 : i16, i32v = 7 : i32, i64v = 42,
  si = -5 : si32, ui = 5 : ui32, idx = 3 : index, big = -9223372036854775808 : i64, ubig = 18446744073709551615 : ui64, hex = 0xFF : i32}

func.func private @floats() attributes {
  f0 = 1.0, f1 = 2.5 : f32, f2 = -1.25e-3 : f64, f3 = 1.0e+30 : f32, f4 = 0x7FC00000 : f32, f5 = 0x7FF0000000000000 : f64,
  f6 = 3.0 : f16, f7 = 0.1 : bf16, f8 = 1.0e3 : f64, f9 = -0.0 : f32, f10 = 0.1 : f64, f11 = 123456789.0 : f64}

func.func private @strings() attributes {
  s0 = "", s1 = "hello", s2 = "quote \" backslash \\ newline \n tab \t", s3 = "\00\01\7F\FF", s4 = "unicode \E2\82\AC", s5 = "typed" : i32}

func.func private @containers() attributes {
  u, a0 = [], a1 = [1, "x", [2, 3], {k = 1}], d0 = {}, d1 = {z = 1, a = 2, "quoted key" = 3, m.n = 4},
  t0 = i32, t1 = tensor<4xf32>, t2 = (i32) -> f32, t3 = !llvm.ptr,
  sym0 = @foo, sym1 = @foo::@bar::@baz, sym2 = @"quoted sym"}

func.func private @affine() attributes {
  m0 = affine_map<() -> ()>, m1 = affine_map<(d0) -> (d0)>, m2 = affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 - s0, d0 floordiv 3, d1 ceildiv 4, d0 mod 5, 7)>,
  m3 = affine_map<(d0, d1)[s0] -> (d0 * (s0 + 2), (d0 + d1) * 3, d1 * -1)>, m4 = affine_map<(i, j) -> (-i, j - 1)>,
  s0 = affine_set<(d0) : (d0 >= 0)>, s1 = affine_set<(d0, d1)[s0] : (d0 - d1 == 0, s0 - 1 >= 0)>}

func.func private @elements() attributes {
  e0 = dense<1.0> : tensor<2x2xf32>, e1 = dense<[1, 2, 3]> : vector<3xi32>, e2 = dense<[[true], [false]]> : tensor<2x1xi1>,
  e3 = dense<"0x0000803F"> : tensor<1xf32>, e4 = dense<["a", "bc"]> : tensor<2x!llvm.ptr>,
  e5 = sparse<[[0, 1]], [5]> : tensor<2x2xi32>, e6 = dense<[(1, 2)]> : tensor<1xcomplex<i32>>,
  e7 = dense_resource<blob1> : tensor<2xi32>, e8 = dense<> : tensor<0x4xi8>,
  a0 = array<i32: 1, 2, 3>, a1 = array<i64>, a2 = array<f32: 1.5, -2.0>, a3 = array<i1: true, false>, a4 = array<f64: 1.0e100>, a5 = array<i8: -1>}

func.func private @layouts_and_dialects() attributes {
  l0 = strided<[4, 1]>, l1 = strided<[?, 1], offset: ?>, l2 = strided<[], offset: 3>,
  o0 = #foo.bar, o1 = #foo<"opaque">, o2 = #foo.baz<1, [2], {x}>, o3 = #gpu.address_space<private>,
  dist0 = distinct[0]<42 : i32>, dist1 = distinct[1]<[]>, dist2 = distinct[0]<42 : i32>}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
