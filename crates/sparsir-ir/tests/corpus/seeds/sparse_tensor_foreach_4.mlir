// seed: sparse_tensor_dialect.md, sparse_tensor.foreach, example 2 (dense tensor with `order` part)
func.func @f(%0: tensor<2x3xf64>) {
  // foreach on a row-major dense tensor but visit column first
  sparse_tensor.foreach in %0 {order=affine_map<(i,j)->(j,i)>}: tensor<2x3xf64> do {
   ^bb0(%row: index, %col: index, %arg3: f64):
   // [%row, %col] -> [0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]
  }
  return
}
