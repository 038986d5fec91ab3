// seed: sparse_tensor_dialect.md, sparse_tensor.storage_specifier.get, example 1
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @f(%arg0: !sparse_tensor.storage_specifier<#COO>) -> index {
  %0 = sparse_tensor.storage_specifier.get %arg0 crd_mem_sz at 0
   : !sparse_tensor.storage_specifier<#COO>
  return %0 : index
}
