// seed: sparse_tensor_dialect.md, sparse_tensor.foreach, example 2 (row-major part)
#ROW_MAJOR = #sparse_tensor.encoding<{
 map = (d0, d1) -> (d0 : compressed, d1 : compressed)
}>

func.func @f(%0: tensor<2x3xf64, #ROW_MAJOR>) {
  // foreach on a row-major sparse tensor
  sparse_tensor.foreach in %0 : tensor<2x3xf64, #ROW_MAJOR> do {
   ^bb0(%row: index, %col: index, %arg3: f64):
   // [%row, %col] -> [0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]
  }
  return
}
