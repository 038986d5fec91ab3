// seed: sparse_tensor_dialect.md, sparse_tensor.extract_value, example 1; FIXED: `lvl = 1` -> `lvls = 1` in the iterator type
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @f(%sp: tensor<?x?xf32, #CSR>, %it: !sparse_tensor.iterator<#CSR, lvls = 1>) -> f32 {
  %val = sparse_tensor.extract_value %sp at %it
   : tensor<?x?xf32, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>
  return %val : f32
}
