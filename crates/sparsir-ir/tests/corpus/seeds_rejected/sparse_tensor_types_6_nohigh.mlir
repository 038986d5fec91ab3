// MLIR 22 rejects: 8:41: error: dimension-rank mismatch between encoding and tensor shape: 3 != 2
// seed: sparse_tensor_types.md, encoding example 6 (BCOO) with the `high` property removed, to show the second problem of this example
// Batched sorted coordinate scheme, with high encoding.
#BCOO = #sparse_tensor.encoding<{
  map = (i, j, k) -> (i : dense, j : compressed(nonunique), k : singleton)
}>

func.func @f(%t: tensor<10x10xf32, #BCOO>) {
  return
}
