// MLIR 22 rejects: 5:77: error: expected 'lvls'
// seed: sparse_tensor_dialect.md, sparse_tensor.extract_value, example 1 (verbatim)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%sp: tensor<?x?xf32, #CSR>, %it: !sparse_tensor.iterator<#CSR, lvl = 1>) -> f32 {
  %val = sparse_tensor.extract_value %sp at %it
   : tensor<?x?xf32, #CSR>, !sparse_tensor.iterator<#CSR, lvl = 1>
  return %val : f32
}
