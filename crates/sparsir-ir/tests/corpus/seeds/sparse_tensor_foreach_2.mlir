// seed: sparse_tensor_dialect.md, sparse_tensor.foreach, example 2 (column-major part)
#COL_MAJOR = #sparse_tensor.encoding<{
 map = (d0, d1) -> (d1 : compressed, d0 : compressed)
}>

func.func @f(%0: tensor<2x3xf64, #COL_MAJOR>) {
  // foreach on a column-major sparse tensor
  sparse_tensor.foreach in %0 : tensor<2x3xf64, #COL_MAJOR> do {
   ^bb0(%row: index, %col: index, %arg3: f64):
   // [%row, %col] -> [0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]
  }
  return
}
