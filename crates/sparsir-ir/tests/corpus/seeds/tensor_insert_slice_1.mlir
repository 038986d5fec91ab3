// seed: tensor_dialect.md, tensor.insert_slice, example 1
func.func @f(%t: tensor<16x4xf32>, %0: tensor<8x16x4xf32>, %tt: tensor<1x?xf32>, %2: tensor<8x16x4xf32>,
             %o0: index, %o2: index, %sz1: index, %st1: index) -> (tensor<8x16x4xf32>, tensor<8x16x4xf32>) {
  // Rank-altering insert_slice.
  %1 = tensor.insert_slice %t into %0[0, 0, 0][1, 16, 4][1, 1, 1] :
    tensor<16x4xf32> into tensor<8x16x4xf32>
  %3 = tensor.insert_slice %tt into %2[%o0, 4, %o2][1, %sz1, 1][1, %st1, 1] :
    tensor<1x?xf32> into tensor<8x16x4xf32>
  return %1, %3 : tensor<8x16x4xf32>, tensor<8x16x4xf32>
}
