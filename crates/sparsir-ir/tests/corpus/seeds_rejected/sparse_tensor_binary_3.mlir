// MLIR 22 rejects: 10:21: error: expected ')'
// seed: sparse_tensor_dialect.md, sparse_tensor.binary, example 3 (verbatim)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}

func.func @f(%A: tensor<?x?xf64, #CSR>, %B: tensor<?x?xi32, #CSR>) -> tensor<?x?xf64, #CSR> {
  %C = tensor.empty(...)
  %2 = linalg.generic #trait
   ins(%A: tensor<?x?xf64, #CSR>, %B: tensor<?x?xi32, #CSR>
   outs(%C: tensor<?x?xf64, #CSR> {
   ^bb0(%a: f64, %b: i32, %c: f64) :
   %result = sparse_tensor.binary %a, %b : f64, i32 to f64
   overlap={}
   left=identity
   right={}
   linalg.yield %result : f64
  } -> tensor<?x?xf64, #CSR>
  return %2 : tensor<?x?xf64, #CSR>
}
