// MLIR 22 rejects: 5:59: error: unknown level property: high
// seed: sparse_tensor_dialect.md, encoding example 4 (BCOO)
// Batched sorted coordinate scheme, with high encoding.
#BCOO = #sparse_tensor.encoding<{
 map = (i, j, k) -> (i : dense, j : compressed(nonunique, high), k : singleton)
}>

func.func @f(%t: tensor<10x10xf32, #BCOO>) {
  return
}
