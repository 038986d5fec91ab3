// MLIR 22 rejects: 7:12: error: custom op 'sparse_tensor.iteration.extract_space' is unknown
// seed: sparse_tensor_dialect.md, sparse_tensor.extract_iteration_space, example 1 (verbatim)
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @f(%sp: tensor<4x8xf32, #COO>, %it1: !sparse_tensor.iterator<#COO, lvls = 0>) -> !sparse_tensor.iter_space<#COO, lvls = 1> {
  // Extracts a 1-D iteration space from a COO tensor at level 1.
  %space = sparse_tensor.iteration.extract_space %sp at %it1 lvls = 1
   : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 0>
   ->!sparse_tensor.iter_space<#COO, lvls = 1>
  return %space : !sparse_tensor.iter_space<#COO, lvls = 1>
}
