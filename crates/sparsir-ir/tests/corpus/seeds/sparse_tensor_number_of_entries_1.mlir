// seed: sparse_tensor_dialect.md, sparse_tensor.number_of_entries, example 1
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%tensor: tensor<64x64xf64, #CSR>) -> index {
  %noe = sparse_tensor.number_of_entries %tensor : tensor<64x64xf64, #CSR>
  return %noe : index
}
