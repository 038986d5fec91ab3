// tensor.extract_slice and tensor.insert_slice: static, dynamic, rank-reducing.
func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %o: index, %s: index, %st: index, %src: tensor<16x4xf32>) {
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %1 = tensor.extract_slice %t[%o, 4, %o] [1, %s, 1] [1, %st, 1] : tensor<8x16x4xf32> to tensor<1x?xf32>
  %2 = tensor.extract_slice %d[%o, 0] [%s, 4] [2, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %3 = tensor.extract_slice %t[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  %4 = tensor.insert_slice %src into %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %5 = tensor.insert_slice %2 into %d[%o, %o] [%s, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  %6 = tensor.extract_slice %t[1, 2, 3] [1, 1, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<f32>
  %7 = tensor.insert_slice %6 into %t[%o, %o, %o] [1, 1, 1] [%st, %st, %st] : tensor<f32> into tensor<8x16x4xf32>
  %8 = tensor.extract_slice %t[0, 0, 0] [1, 6, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x6xf32>
  %9 = tensor.extract_slice %t[0, 0, 0] [1, 6, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<6x1xf32>
  %10 = tensor.extract_slice %d[0, 0] [%s, %s] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %11 = tensor.extract_slice %t[0, 0, 0] [8, 8, 2] [1, 2, 2] : tensor<8x16x4xf32> to tensor<8x8x2xf32>
  return
}
