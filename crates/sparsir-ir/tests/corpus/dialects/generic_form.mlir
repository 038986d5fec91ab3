// mlir-opt-flags: --allow-unregistered-dialect
// The generic operation form: unregistered ops (check with
// `mlir-opt --allow-unregistered-dialect`), properties `<{...}>`, attribute
// dictionaries, regions, successors, multiple results, and registered ops
// written in generic form.

func.func @unknown_ops(%x: i32, %t: tensor<4xf32>) -> i32 {
  %0 = "foo.bar"(%x) {a = 1} : (i32) -> i32
  %1 = "foo.baz"() : () -> i32
  "foo.side_effect"(%0, %1) : (i32, i32) -> ()
  %2:3 = "foo.multi"(%x) : (i32) -> (i32, f32, tensor<4xf32>)
  %3 = "foo.attrs"(%x) {unit, s = "str", f = 1.5 : f32, arr = [1, 2, "x"], d = {nested = true}, ty = i64, sym = @sym, nsym = @a::@b} : (i32) -> i32
  %4 = "foo.props"(%x) <{prop = 3 : i64, other = "p"}> {attr = 4 : i32} : (i32) -> i32
  %5 = "foo.region"(%x) ({
  ^bb0(%arg: i32):
    %y = "foo.inner"(%arg) : (i32) -> i32
    "foo.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  "foo.two_regions"() ({
    "foo.term"() : () -> ()
  }, {
  ^bb0:
    "foo.term"() : () -> ()
  ^bb1(%z: f32):
    "foo.term"(%z) : (f32) -> ()
  }) : () -> ()
  "foo.empty_region"() ({
  }) : () -> ()
  %6 = "foo.dialect_attr"() {x = #foo.bar<"anything">, y = #foo<"opaque">, z = !foo.type<1, 2>} : () -> !foo.ty
  %7 = "foo.uses_custom_type"(%6) : (!foo.ty) -> !foo.other<"x", [1, 2]>
  return %0 : i32
}

func.func @successors(%c: i1, %x: i32) -> i32 {
  "foo.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  "foo.cond_br"(%c, %x, %x)[^bb2, ^bb3] {operandSegmentSizes = array<i32: 1, 1, 1>} : (i1, i32, i32) -> ()
^bb2:
  "foo.switch"(%x)[^bb3, ^bb4] : (i32) -> ()
^bb3:
  %y = "foo.val"() : () -> i32
  return %y : i32
^bb4:
  return %x : i32
}

// Registered ops in generic form (they print back in custom form).
"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "generic_registered", sym_visibility = "private"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %3 = "arith.cmpi"(%2, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %4 = "arith.select"(%3, %2, %1) : (i1, i32, i32) -> i32
  "cf.br"(%4)[^bb1] : (i32) -> ()
^bb1(%r: i32):
  "func.return"(%r) : (i32) -> ()
}) : () -> ()

// Generic form with a location and an op with no operands and no results.
"foo.nothing"() : () -> () loc("gen.mlir":1:1)
