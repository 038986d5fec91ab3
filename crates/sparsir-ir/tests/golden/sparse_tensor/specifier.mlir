// !sparse_tensor.storage_specifier (normalized encodings) and the
// storage_specifier.init/get/set ops with every specifier kind.

#CSC = #sparse_tensor.encoding<{ map = (r, c) -> (c : dense, r : compressed), posWidth = 8, crdWidth = 16 }>
#COO = #sparse_tensor.encoding<{ map = (r, c) -> (r : compressed(nonunique), c : singleton(soa)) }>
#Cut = #sparse_tensor.encoding<{ map = (r : #sparse_tensor<slice(1, 3, 2)>, c : #sparse_tensor<slice(0, ?, 1)>) -> (r : compressed, c : compressed) }>
#Plain = #sparse_tensor.encoding<{ map = (r, c) -> (r : compressed, c : compressed) }>

func.func @metadata(%n: index, %init: !sparse_tensor.storage_specifier<#CSC>) -> (index, !sparse_tensor.storage_specifier<#Cut>) {
  %0 = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#COO>
  %1 = sparse_tensor.storage_specifier.set %0 lvl_sz at 1 with %n : !sparse_tensor.storage_specifier<#COO>
  %2 = sparse_tensor.storage_specifier.set %1 pos_mem_sz at 0 with %n : !sparse_tensor.storage_specifier<#COO>
  %3 = sparse_tensor.storage_specifier.set %2 crd_mem_sz at 1 with %n : !sparse_tensor.storage_specifier<#COO>
  %4 = sparse_tensor.storage_specifier.set %3 val_mem_sz with %n {tag} : !sparse_tensor.storage_specifier<#COO>
  %a = sparse_tensor.storage_specifier.get %4 lvl_sz at 0 : !sparse_tensor.storage_specifier<#COO>
  %b = sparse_tensor.storage_specifier.get %4 crd_mem_sz at 0 : !sparse_tensor.storage_specifier<#COO>
  %c = sparse_tensor.storage_specifier.get %4 val_mem_sz {tag} : !sparse_tensor.storage_specifier<#COO>
  %5 = sparse_tensor.storage_specifier.init with %init : from !sparse_tensor.storage_specifier<#CSC> to !sparse_tensor.storage_specifier<#Cut>
  %6 = sparse_tensor.storage_specifier.set %5 dim_offset at 1 with %a : !sparse_tensor.storage_specifier<#Cut>
  %7 = sparse_tensor.storage_specifier.set %6 dim_stride at 0 with %b : !sparse_tensor.storage_specifier<#Cut>
  %d = sparse_tensor.storage_specifier.get %7 dim_stride at 1 : !sparse_tensor.storage_specifier<#Cut>
  %e = sparse_tensor.storage_specifier.get %7 pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#Cut>
  %8 = sparse_tensor.storage_specifier.init {why} : !sparse_tensor.storage_specifier<#Plain>
  return %d, %7 : index, !sparse_tensor.storage_specifier<#Cut>
}
