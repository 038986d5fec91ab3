// seed: sparse_tensor_dialect.md, sparse_tensor.compress, example 1
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%values: memref<?xf64>, %filled: memref<?xi1>, %added: memref<?xindex>, %count: index,
             %tensor: tensor<4x4xf64, #CSR>, %i: index) -> tensor<4x4xf64, #CSR> {
  %result = sparse_tensor.compress %values, %filled, %added, %count into %tensor[%i]
   : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<4x4xf64, #CSR>
  return %result : tensor<4x4xf64, #CSR>
}
