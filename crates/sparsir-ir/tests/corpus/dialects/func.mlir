// func dialect: definitions, declarations, visibility, argument and result
// attributes, function attributes, calls, indirect calls, multiple results.

// Private declarations (external functions), with and without results.
func.func private @ext0()
func.func private @ext1(i32, f64) -> i1
func.func private @ext2(memref<?xf32> {llvm.noalias}, index) -> (f32 {test.res}, i64)
func.func private @ext3() -> (tensor<4xf32>, tensor<?x?xf64>) attributes {llvm.emit_c_interface}

// Public and nested visibility.
func.func public @pub(%a: i32) -> i32 {
  return %a : i32
}

// Argument attributes, result attributes, function attributes.
func.func @attrs(%arg0: memref<8xf32> {bufferization.writable = true, test.name = "x"},
                 %arg1: i64 {test.unit}) -> (i64 {test.r0 = 0 : i32}, memref<8xf32>)
    attributes {test.fn_attr, passthrough = ["noinline"]} {
  return %arg1, %arg0 : i64, memref<8xf32>
}

// Multiple results, call with multiple results, result packs `%r:2` and `%r#1`.
func.func @multi(%a: i32, %b: f32) -> (i32, f32, index) {
  %c = arith.constant 7 : index
  return %a, %b, %c : i32, f32, index
}

func.func @caller(%x: i32, %y: f32) -> f32 {
  %r:3 = call @multi(%x, %y) : (i32, f32) -> (i32, f32, index)
  %s, %t, %u = func.call @multi(%r#0, %r#1) : (i32, f32) -> (i32, f32, index)
  call @ext0() : () -> ()
  %c1 = arith.constant 1.0 : f64
  %b = func.call @ext1(%x, %c1) : (i32, f64) -> i1
  return %t : f32
}

// Indirect calls through func.constant.
func.func @indirect(%x: i32) -> i32 {
  %f = func.constant @pub : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// A call with a `no_inline` unit attribute and an attribute dictionary.
func.func @call_attrs(%x: i32) -> i32 {
  %r = func.call @pub(%x) {no_inline, test.tag = "t"} : (i32) -> i32
  return %r : i32
}

// A function with several blocks and block arguments.
func.func @blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%v: i32):
  return %v : i32
^bb2:
  return %b : i32
}

// Functions taking and returning function types, tuple types, none.
func.func private @higher(%f: (i32) -> (i32, i1)) -> ((f32) -> f32)
func.func private @tuple_fn(tuple<i32, f32>, none) -> tuple<>

// Empty function body with explicit return and a function without arguments.
func.func @empty() {
  return
}
