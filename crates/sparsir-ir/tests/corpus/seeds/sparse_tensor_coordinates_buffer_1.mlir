// seed: sparse_tensor_dialect.md, sparse_tensor.coordinates_buffer, example 1
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @f(%0: tensor<64x64xf64, #COO>) -> memref<?xindex> {
  %1 = sparse_tensor.coordinates_buffer %0
   : tensor<64x64xf64, #COO> to memref<?xindex>
  return %1 : memref<?xindex>
}
