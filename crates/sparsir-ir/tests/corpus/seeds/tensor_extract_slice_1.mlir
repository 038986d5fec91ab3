// seed: tensor_dialect.md, tensor.extract_slice, example 1
func.func @f(%0: tensor<8x16x4xf32>, %2: tensor<8x16x4xf32>, %o0: index, %o2: index, %sz1: index, %st1: index) -> (tensor<16x4xf32>, tensor<1x?xf32>) {
  // Rank-reducing extract_slice.
  %1 = tensor.extract_slice %0[0, 0, 0][1, 16, 4][1, 1, 1] :
    tensor<8x16x4xf32> to tensor<16x4xf32>
  %3 = tensor.extract_slice %2[%o0, 4, %o2][1, %sz1, 1][1, %st1, 1] :
    tensor<8x16x4xf32> to tensor<1x?xf32>
  return %1, %3 : tensor<16x4xf32>, tensor<1x?xf32>
}
