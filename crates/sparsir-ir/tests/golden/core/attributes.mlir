// mlir-opt-flags: --allow-unregistered-dialect
// Attributes of every kind in discardable and inherent position: integers
// (bool, signless, signed, unsigned, index, wide, hex), strings with escapes,
// unit, arrays, dictionaries (sorted, quoted keys), types, symbol references,
// affine maps, strided layouts, dense arrays, other dialects' attributes.
func.func private @scalars() attributes {b = true, c = false, i1v = 1 : i1, i8v = -128 : i8, u8 = 255 : ui8, s16 = -7 : si16, i32v = 0x7fffffff : i32, i64v = -9223372036854775808, idx = 42 : index, wide = 170141183460469231731687303715884105727 : i128, neg = -1 : i3}
func.func private @strings() attributes {empty = "", esc = "q\"b\\n\nt\t", bytes = "\00\7F\c3\a9", utf8 = "été", typed = "s" : i32}
func.func private @containers() attributes {u, arr = [], nested = [1, [2.5 : f32, "x"], {k}], d = {z = 1 : i8, a = [], "with space" = unit, "x.y" = @f}}
func.func private @types_and_symbols() attributes {t1 = i32, t2 = tensor<?xf64>, t3 = () -> (), t4 = !foo.bar, s1 = @sym, s2 = @a::@b::@c, s3 = @"quoted name", s4 = @"a"::@"b c"}
func.func private @maps() attributes {m0 = affine_map<() -> ()>, m1 = affine_map<(d0) -> (d0)>, m2 = affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 - s0, d0 floordiv 3, d1 ceildiv 4, d0 mod 5, 7)>, m3 = affine_map<(i, j)[n] -> (i * (n + 2), (i + j) * 3, -j)>, m4 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>}
func.func private @layouts() attributes {l0 = strided<[4, 1]>, l1 = strided<[?, 1], offset: ?>, l2 = strided<[], offset: 3>, l3 = strided<[1]>}
func.func private @dense_arrays() attributes {a0 = array<i32: 1, 2, 3>, a1 = array<i64>, a2 = array<f32: 1.5, -2.0>, a3 = array<i1: true, false>, a4 = array<f64: 1.0e100, 0.1>, a5 = array<i8: -1, 127>, a6 = array<i16: 0>}
func.func private @dialect_attrs() attributes {o0 = #foo.bar, o1 = #foo<"opaque">, o2 = #foo.baz<1, [2], {x}>, o3 = #gpu.address_space<private>, o4 = #arith.fastmath<fast>, o5 = #linalg.iterator_type<parallel>}
"test.inherent"() <{i = 1 : i64, s = "x", arr = [1, 2], map = affine_map<(d0) -> (d0 floordiv 2)>}> {disc = 2 : i32} : () -> ()
