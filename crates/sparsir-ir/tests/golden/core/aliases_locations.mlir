// mlir-opt-flags: --allow-unregistered-dialect
// Attribute and type aliases (used in ops, in types, in other aliases) and
// locations of every form: file:line:col, names, call sites, fused, unknown,
// location aliases; on ops and on block arguments.
#map = affine_map<(d0, d1) -> (d1, d0)>
#strided = strided<[?, 1], offset: ?>
#dict = {kind = "alias", scale = 2 : i32}
!mat = memref<4x4xf32, #map>
!vec = vector<4xf32>
!pair = tuple<!vec, i32>
#loc0 = loc("alias.mlir":1:2)
func.func @aliases(%m: !mat, %v: !vec loc("args.mlir":2:3)) -> !pair {
  %0 = "test.make"(%v) {info = #dict, map = #map} : (!vec) -> !pair loc(#loc0)
  %1 = "test.view"() {layout = #strided} : () -> memref<?x?xf32, #strided> loc(unknown)
  "test.named"() : () -> () loc("a name")
  "test.named_child"() : () -> () loc("outer"("inner.mlir":7:8))
  "test.callsite"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":9:9))
  "test.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
  "test.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1])
  "test.range"() : () -> () loc("range.mlir":3:4 to 5:6)
  return %0 : !pair loc("ret.mlir":20:1)
}
