// seed: sparse_tensor_dialect.md, type StorageSpecifierType, example 1; FIXED: the doc's short alias `!storage_specifier<...>` spelled out as `!sparse_tensor.storage_specifier<...>`
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

// A storage specifier that can be used to store storage scheme metadata from CSR matrix.
func.func private @f(!sparse_tensor.storage_specifier<#CSR>)
