// seed: sparse_tensor_dialect.md, type IterSpaceType, example 1; FIXED: the doc's short alias `!iter_space<...>` spelled out as `!sparse_tensor.iter_space<...>`
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

// An iteration space extracted from a CSR tensor between levels [0, 2).
func.func private @f(!sparse_tensor.iter_space<#CSR, lvls = 0 to 2>)
