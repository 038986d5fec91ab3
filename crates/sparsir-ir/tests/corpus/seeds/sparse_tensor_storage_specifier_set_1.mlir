// seed: sparse_tensor_dialect.md, sparse_tensor.storage_specifier.set, example 1
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @f(%arg0: !sparse_tensor.storage_specifier<#COO>, %new_sz: index) -> !sparse_tensor.storage_specifier<#COO> {
  %0 = sparse_tensor.storage_specifier.set %arg0 crd_mem_sz at 0 with %new_sz
   : !sparse_tensor.storage_specifier<#COO>
  return %0 : !sparse_tensor.storage_specifier<#COO>
}
