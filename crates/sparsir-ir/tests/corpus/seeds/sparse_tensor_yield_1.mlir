// seed: sparse_tensor_dialect.md, sparse_tensor.yield, example 1; FIXED: removed the stray braces around the regions and added the mandatory `absent={}`
func.func @f(%a: i64) -> i64 {
  %0 = sparse_tensor.unary %a : i64 to i64
   present={
   ^bb0(%arg0: i64):
   %cst = arith.constant 1 : i64
   %ret = arith.addi %arg0, %cst : i64
   sparse_tensor.yield %ret : i64
   }
   absent={}
  return %0 : i64
}
