// mlir-opt-flags: --allow-unregistered-dialect
// The generic form: operands, several results, properties, discardable
// attributes, regions with several blocks and block arguments, successors,
// forward references across blocks, nested regions seeing outer values,
// ops of unknown dialects kept as they are.
func.func @generic(%a: i32, %b: f64) -> i32 {
  %0 = "test.op"(%a, %a) <{flag, mode = 2 : i64}> {extra = "x"} : (i32, i32) -> i32
  %1:3 = "test.multi"() : () -> (i32, f64, index)
  "test.use"(%1#2, %1#0) : (index, i32) -> ()
  %2 = "test.region"(%0) ({
  ^bb0(%x: i32):
    %3 = "test.inner"(%x, %a) : (i32, i32) -> i32
    "test.yield"(%3) : (i32) -> ()
  }, {
    "test.yield"(%a) : (i32) -> ()
  }) : (i32) -> i32
  "test.use"(%2) : (i32) -> ()
  "test.br"()[^bb2] : () -> ()
^bb1:
  "test.cond_br"(%4, %b)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1>}> : (i1, f64) -> ()
^bb2:
  %4 = "test.cond"() : () -> i1
  "test.br"()[^bb1] : () -> ()
^bb3:
  "test.empty_region"() ({
  }) : () -> ()
  "test.isolated"() ({
  ^bb0(%arg0: i32, %arg1: i32):
    "test.return"(%arg1) : (i32) -> ()
  }) : () -> ()
  return %2 : i32
}
"test.top_level"() {value = 1 : i64} : () -> ()
