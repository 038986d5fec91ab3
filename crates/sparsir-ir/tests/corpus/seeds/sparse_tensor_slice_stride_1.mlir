// seed: sparse_tensor_dialect.md, sparse_tensor.slice.stride, example 1
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#Slice = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(?, 64, ?)>, d1 : #sparse_tensor<slice(?, 64, ?)>) -> (d0 : compressed, d1 : compressed) }>

func.func @f(%s: tensor<128x128xf64, #DCSR>, %v1: index, %v2: index, %s1: index, %s2: index) -> (index, index) {
  %0 = tensor.extract_slice %s[%v1, %v2][64, 64][%s1, %s2] : tensor<128x128xf64, #DCSR>
   to tensor<64x64xf64, #Slice>

  %1 = sparse_tensor.slice.stride %0 at 0 : tensor<64x64xf64, #Slice>
  %2 = sparse_tensor.slice.stride %0 at 1 : tensor<64x64xf64, #Slice>
  // %1 = %s1
  // %2 = %s2
  return %1, %2 : index, index
}
