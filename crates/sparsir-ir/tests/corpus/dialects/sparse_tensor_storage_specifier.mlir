// !sparse_tensor.storage_specifier type and its init/get/set ops, with every
// specifier kind (lvl_sz, pos_mem_sz, crd_mem_sz, val_mem_sz, dim_offset,
// dim_stride). Note: MLIR normalizes the encoding inside the specifier type.

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 32, crdWidth = 32 }>
#CSR_SLICE = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 4, 1)>, j : #sparse_tensor<slice(1, 4, 2)>) -> (i : dense, j : compressed) }>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>

func.func @specifier(%sz: index) -> !sparse_tensor.storage_specifier<#CSR_SLICE> {
  %0 = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#CSR>
  %1 = sparse_tensor.storage_specifier.set %0 lvl_sz at 0 with %sz : !sparse_tensor.storage_specifier<#CSR>
  %2 = sparse_tensor.storage_specifier.set %1 pos_mem_sz at 1 with %sz : !sparse_tensor.storage_specifier<#CSR>
  %3 = sparse_tensor.storage_specifier.set %2 crd_mem_sz at 1 with %sz : !sparse_tensor.storage_specifier<#CSR>
  %4 = sparse_tensor.storage_specifier.set %3 val_mem_sz with %sz : !sparse_tensor.storage_specifier<#CSR>
  %a = sparse_tensor.storage_specifier.get %4 lvl_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
  %b = sparse_tensor.storage_specifier.get %4 pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
  %c = sparse_tensor.storage_specifier.get %4 crd_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
  %d = sparse_tensor.storage_specifier.get %4 val_mem_sz : !sparse_tensor.storage_specifier<#CSR>
  %5 = sparse_tensor.storage_specifier.init with %4 : from !sparse_tensor.storage_specifier<#CSR> to !sparse_tensor.storage_specifier<#CSR_SLICE>
  %6 = sparse_tensor.storage_specifier.set %5 dim_offset at 0 with %sz : !sparse_tensor.storage_specifier<#CSR_SLICE>
  %7 = sparse_tensor.storage_specifier.set %6 dim_stride at 1 with %sz : !sparse_tensor.storage_specifier<#CSR_SLICE>
  %e = sparse_tensor.storage_specifier.get %7 dim_offset at 0 : !sparse_tensor.storage_specifier<#CSR_SLICE>
  %f = sparse_tensor.storage_specifier.get %7 dim_stride at 1 : !sparse_tensor.storage_specifier<#CSR_SLICE>
  %8 = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#COO>
  %g = sparse_tensor.storage_specifier.get %8 crd_mem_sz at 0 : !sparse_tensor.storage_specifier<#COO>
  %9 = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#BSR>
  return %7 : !sparse_tensor.storage_specifier<#CSR_SLICE>
}

func.func private @types(!sparse_tensor.storage_specifier<#CSR>, !sparse_tensor.storage_specifier<#COO>,
                         !sparse_tensor.storage_specifier<#BSR>, !sparse_tensor.storage_specifier<#CSR_SLICE>)
