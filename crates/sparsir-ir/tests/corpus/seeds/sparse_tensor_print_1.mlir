// seed: sparse_tensor_dialect.md, sparse_tensor.print, example 1
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%tensor: tensor<1024x1024xf64, #CSR>) {
  sparse_tensor.print %tensor : tensor<1024x1024xf64, #CSR>
  return
}
