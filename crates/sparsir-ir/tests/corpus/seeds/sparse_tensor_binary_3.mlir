// seed: sparse_tensor_dialect.md, sparse_tensor.binary, example 3; FIXED: `tensor.empty(...)` -> `tensor.empty(%m, %n) : tensor<?x?xf64, #CSR>`, added the missing `)` closing ins(...) and outs(...); ins(%A: T, %B: U) (pre-2022 linalg syntax) -> ins(%A, %B: T, U)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}

func.func @f(%A: tensor<?x?xf64, #CSR>, %B: tensor<?x?xi32, #CSR>, %m: index, %n: index) -> tensor<?x?xf64, #CSR> {
  %C = tensor.empty(%m, %n) : tensor<?x?xf64, #CSR>
  %2 = linalg.generic #trait
   ins(%A, %B: tensor<?x?xf64, #CSR>, tensor<?x?xi32, #CSR>)
   outs(%C: tensor<?x?xf64, #CSR>) {
   ^bb0(%a: f64, %b: i32, %c: f64) :
   %result = sparse_tensor.binary %a, %b : f64, i32 to f64
   overlap={}
   left=identity
   right={}
   linalg.yield %result : f64
  } -> tensor<?x?xf64, #CSR>
  return %2 : tensor<?x?xf64, #CSR>
}
