// seed: sparse_tensor_dialect.md, sparse_tensor.disassemble, example 1
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @f(%s: tensor<3x4xf64, #COO>, %op: tensor<2xindex>, %oi: tensor<3x2xindex>, %od: tensor<3xf64>)
    -> (tensor<2xindex>, tensor<3x2xindex>, tensor<3xf64>, index, index, index) {
  // input COO format |1.1, 0.0, 0.0, 0.0|
  // of 3x4 matrix |0.0, 0.0, 2.2, 3.3|
  // |0.0, 0.0, 0.0, 0.0|
  %p, %c, %v, %p_len, %c_len, %v_len =
   sparse_tensor.disassemble %s : tensor<3x4xf64, #COO>
   out_lvls(%op, %oi : tensor<2xindex>, tensor<3x2xindex>)
   out_vals(%od : tensor<3xf64>) ->
   (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64>, (index, index), index
  // %p = arith.constant dense<[ 0, 3 ]> : tensor<2xindex>
  // %c = arith.constant dense<[[0,0], [1,2], [1,3]]> : tensor<3x2xindex>
  // %v = arith.constant dense<[ 1.1, 2.2, 3.3 ]> : tensor<3xf64>
  // %p_len = 2
  // %c_len = 6 (3x2)
  // %v_len = 3
  return %p, %c, %v, %p_len, %c_len, %v_len : tensor<2xindex>, tensor<3x2xindex>, tensor<3xf64>, index, index, index
}
