// storage_specifier: init, set of every field kind (levels, memory sizes, values, slice offset/stride), get; set returns a new specifier (the old one is unchanged); init with a source copies the memory sizes; an AoS COO region shares one crd_mem_sz.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#SLICE = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, 4, ?)>) -> (d0 : dense, d1 : compressed) }>
module {
  func.func @sizes(%s: !sparse_tensor.storage_specifier<#CSR>) -> (index, index) {
    %p = sparse_tensor.storage_specifier.get %s pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
    %v = sparse_tensor.storage_specifier.get %s val_mem_sz : !sparse_tensor.storage_specifier<#CSR>
    return %p, %v : index, index
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %s0 = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#CSR>
    %z = sparse_tensor.storage_specifier.get %s0 crd_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
    vector.print %z : index
    %s1 = sparse_tensor.storage_specifier.set %s0 lvl_sz at 0 with %c4 : !sparse_tensor.storage_specifier<#CSR>
    %s2 = sparse_tensor.storage_specifier.set %s1 lvl_sz at 1 with %c3 : !sparse_tensor.storage_specifier<#CSR>
    %s3 = sparse_tensor.storage_specifier.set %s2 pos_mem_sz at 1 with %c5 : !sparse_tensor.storage_specifier<#CSR>
    %s4 = sparse_tensor.storage_specifier.set %s3 crd_mem_sz at 1 with %c6 : !sparse_tensor.storage_specifier<#CSR>
    %s5 = sparse_tensor.storage_specifier.set %s4 val_mem_sz with %c6 : !sparse_tensor.storage_specifier<#CSR>
    %a = sparse_tensor.storage_specifier.get %s5 lvl_sz at 0 : !sparse_tensor.storage_specifier<#CSR>
    %b = sparse_tensor.storage_specifier.get %s5 lvl_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
    %c = sparse_tensor.storage_specifier.get %s5 crd_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
    vector.print %a : index
    vector.print %b : index
    vector.print %c : index
    %p, %v = call @sizes(%s5) : (!sparse_tensor.storage_specifier<#CSR>) -> (index, index)
    vector.print %p : index
    vector.print %v : index
    // Value semantics: the earlier specifiers keep their fields.
    %old = sparse_tensor.storage_specifier.get %s3 crd_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
    %old2 = sparse_tensor.storage_specifier.get %s1 lvl_sz at 0 : !sparse_tensor.storage_specifier<#CSR>
    vector.print %old : index
    vector.print %old2 : index
    // A slice specifier from a plain one: memory sizes are copied, slice fields set.
    %t0 = sparse_tensor.storage_specifier.init with %s5 : from !sparse_tensor.storage_specifier<#CSR> to !sparse_tensor.storage_specifier<#SLICE>
    %t1 = sparse_tensor.storage_specifier.set %t0 dim_offset at 1 with %c2 : !sparse_tensor.storage_specifier<#SLICE>
    %t2 = sparse_tensor.storage_specifier.set %t1 dim_stride at 1 with %c3 : !sparse_tensor.storage_specifier<#SLICE>
    %o = sparse_tensor.storage_specifier.get %t2 dim_offset at 1 : !sparse_tensor.storage_specifier<#SLICE>
    %st = sparse_tensor.storage_specifier.get %t2 dim_stride at 1 : !sparse_tensor.storage_specifier<#SLICE>
    %pm = sparse_tensor.storage_specifier.get %t2 pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#SLICE>
    %vm = sparse_tensor.storage_specifier.get %t2 val_mem_sz : !sparse_tensor.storage_specifier<#SLICE>
    vector.print %o : index
    vector.print %st : index
    vector.print %pm : index
    vector.print %vm : index
    // COO (array of structures): both levels' coordinates live in one buffer.
    %u0 = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#COO>
    %u1 = sparse_tensor.storage_specifier.set %u0 crd_mem_sz at 1 with %c6 : !sparse_tensor.storage_specifier<#COO>
    %u2 = sparse_tensor.storage_specifier.set %u1 pos_mem_sz at 0 with %c2 : !sparse_tensor.storage_specifier<#COO>
    %k0 = sparse_tensor.storage_specifier.get %u2 crd_mem_sz at 0 : !sparse_tensor.storage_specifier<#COO>
    %k1 = sparse_tensor.storage_specifier.get %u2 pos_mem_sz at 0 : !sparse_tensor.storage_specifier<#COO>
    vector.print %k0 : index
    vector.print %k1 : index
    return
  }
}
