// Locations of every kind: unknown, file:line:col, file:line:col ranges,
// name, name with child, callsite, fused (with and without metadata), opaque
// via aliases (#loc = loc(...)), on ops, block arguments and function
// arguments. Plain `mlir-opt` drops them when printing; see
// locations.debug22 (`--mlir-print-debuginfo`) for the full round trip.

#loc_file = loc("input.mlir":10:4)
#loc_named = loc("named_loc")

module {
  func.func @locs(%a: i32 loc("args.mlir":1:20), %b: f32 loc(unknown)) -> i32 {
    %0 = arith.constant 1 : i32 loc(unknown)
    %1 = arith.addi %a, %0 : i32 loc("file.mlir":3:7)
    %2 = arith.muli %1, %1 : i32 loc("file.mlir":4:1 to :9)
    %3 = arith.subi %2, %1 : i32 loc("file.mlir":5:1 to 6:2)
    %4 = arith.addi %3, %3 : i32 loc("opname")
    %5 = arith.addi %4, %4 : i32 loc("opname"("child.mlir":8:8))
    %6 = arith.addi %5, %5 : i32 loc(callsite("callee.mlir":1:1 at "caller.mlir":20:5))
    %7 = arith.addi %6, %6 : i32 loc(callsite("inner"("a.mlir":1:1) at callsite("b.mlir":2:2 at "c.mlir":3:3)))
    %8 = arith.addi %7, %7 : i32 loc(fused["x.mlir":1:1, "y.mlir":2:2])
    %9 = arith.addi %8, %8 : i32 loc(fused<"metadata">["x.mlir":1:1, "opname"])
    %10 = arith.addi %9, %9 : i32 loc(fused<{tag = 1 : i64}>[unknown])
    %11 = arith.addi %10, %10 : i32 loc(#loc_file)
    %12 = arith.addi %11, %11 : i32 loc(#loc_named)
    %13 = scf.execute_region -> i32 {
      cf.br ^bb1(%12 : i32)
    ^bb1(%v: i32 loc("blockarg.mlir":7:7)):
      scf.yield %v : i32 loc("yield.mlir":1:1)
    } loc("region_op.mlir":2:2)
    return %13 : i32 loc("return.mlir":1:2)
  } loc("func.mlir":1:1)
} loc("module.mlir":0:0)
