// seed: sparse_tensor_dialect.md, sparse_tensor.expand, example 1
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%tensor: tensor<4x4xf64, #CSR>) -> (memref<?xf64>, memref<?xi1>, memref<?xindex>, index) {
  %values, %filled, %added, %count = sparse_tensor.expand %tensor
   : tensor<4x4xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xindex>
  return %values, %filled, %added, %count : memref<?xf64>, memref<?xi1>, memref<?xindex>, index
}
