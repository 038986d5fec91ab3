// seed: sparse_tensor_dialect.md, sparse_tensor.coordinates, example 1
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%0: tensor<64x64xf64, #CSR>) -> memref<?xindex> {
  %1 = sparse_tensor.coordinates %0 { level = 1 : index }
   : tensor<64x64xf64, #CSR> to memref<?xindex>
  return %1 : memref<?xindex>
}
