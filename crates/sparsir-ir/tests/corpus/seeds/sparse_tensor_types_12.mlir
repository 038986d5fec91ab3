// seed: sparse_tensor_types.md, encoding example 12 (CSR_SLICE)
// CSR slice (offset = 0, size = 4, stride = 1 on the first dimension;
// offset = 0, size = 8, and a dynamic stride on the second dimension).
#CSR_SLICE = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(0, 4, 1)>,
          j : #sparse_tensor<slice(0, 8, ?)>) ->
        (i : dense, j : compressed)
}>

func.func @f(%t: tensor<?x?xf64, #CSR_SLICE>) {
  return
}
