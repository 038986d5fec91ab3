// MLIR 22 rejects: 14:50: error: custom op 'sparse_tensor.storage_specifier.init' number of operands and types do not match: got 1 operands and 0 types
// seed: sparse_tensor_dialect.md, sparse_tensor.storage_specifier.init, example 1
#CSR = #sparse_tensor.encoding<{
 map = (i, j) -> (i : dense, j : compressed)
}>
#CSR_SLICE = #sparse_tensor.encoding<{
 map = (d0 : #sparse_tensor<slice(1, 4, 1)>,
 d1 : #sparse_tensor<slice(1, 4, 2)>) ->
 (d0 : dense, d1 : compressed)
}>

func.func @f(%src: !sparse_tensor.storage_specifier<#CSR>) -> (!sparse_tensor.storage_specifier<#CSR>, !sparse_tensor.storage_specifier<#CSR_SLICE>) {
  %0 = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#CSR>
  %1 = sparse_tensor.storage_specifier.init with %src
   : !sparse_tensor.storage_specifier<#CSR> to
   !sparse_tensor.storage_specifier<#CSR_SLICE>
  return %0, %1 : !sparse_tensor.storage_specifier<#CSR>, !sparse_tensor.storage_specifier<#CSR_SLICE>
}
