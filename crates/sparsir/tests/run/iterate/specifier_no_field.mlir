// storage_specifier.get of pos_mem_sz at a dense level: CSR's level 0 has no positions buffer, so there is no such field (MLIR 22 fails to compile it: 'llvm.insertvalue' op position out of bounds).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %s = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#CSR>
    %p = sparse_tensor.storage_specifier.get %s pos_mem_sz at 0 : !sparse_tensor.storage_specifier<#CSR>
    vector.print %p : index
    return
  }
}
