// seed: sparse_tensor_dialect.md, type IteratorType, example 1; FIXED: the doc's short alias `!iterator<...>` spelled out as `!sparse_tensor.iterator<...>`
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

// An iterator that iterates over a iteration space of type `!iter_space<#CSR, lvls = 0 to 2>`
func.func private @f(!sparse_tensor.iterator<#CSR, lvls = 0 to 2>)
