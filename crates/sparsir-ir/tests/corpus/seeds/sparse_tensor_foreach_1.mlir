// seed: sparse_tensor_dialect.md, sparse_tensor.foreach, example 1; FIXED: `arith.add %iter, %arg3` -> `arith.addi %iter, %arg3 : i32`, `sparse_tensor.yield %sum` -> `sparse_tensor.yield %sum : i32`
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>

func.func @f(%0: tensor<?x?xi32, #DCSR>) -> i32 {
  %c0 = arith.constant 0 : i32
  %ret = sparse_tensor.foreach in %0 init(%c0): tensor<?x?xi32, #DCSR>, i32 -> i32 do {
   ^bb0(%arg1: index, %arg2: index, %arg3: i32, %iter: i32):
   %sum = arith.addi %iter, %arg3 : i32
   sparse_tensor.yield %sum : i32
  }
  return %ret : i32
}
