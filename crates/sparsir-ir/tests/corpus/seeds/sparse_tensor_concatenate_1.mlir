// seed: sparse_tensor_dialect.md, sparse_tensor.concatenate, example 1
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%1: tensor<64x64xf64, #CSR>, %2: tensor<64x64xf64, #CSR>) -> tensor<128x64xf64, #CSR> {
  %0 = sparse_tensor.concatenate %1, %2 { dimension = 0 : index }
   : tensor<64x64xf64, #CSR>, tensor<64x64xf64, #CSR> to tensor<128x64xf64, #CSR>
  return %0 : tensor<128x64xf64, #CSR>
}
