// seed: sparse_tensor_dialect.md, sparse_tensor.assemble, example 1
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @f() -> tensor<3x4xf64, #COO> {
  %pos = arith.constant dense<[0, 3]> : tensor<2xindex>
  %index = arith.constant dense<[[0,0], [1,2], [1,3]]> : tensor<3x2xindex>
  %values = arith.constant dense<[ 1.1, 2.2, 3.3 ]> : tensor<3xf64>
  %s = sparse_tensor.assemble (%pos, %index), %values
   : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<3x4xf64, #COO>
  // yields COO format |1.1, 0.0, 0.0, 0.0|
  // of 3x4 matrix |0.0, 0.0, 2.2, 3.3|
  // |0.0, 0.0, 0.0, 0.0|
  return %s : tensor<3x4xf64, #COO>
}
