// seed: sparse_tensor_dialect.md, sparse_tensor.unary, example 3; FIXED: `tensor.empty(...)` -> `tensor.empty(%n)`
#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}

func.func @f(%A: tensor<?xf64, #SparseVector>, %n: index) -> tensor<?xi64, #SparseVector> {
  %c1 = arith.constant 1 : i64
  %C = tensor.empty(%n) : tensor<?xi64, #SparseVector>
  %2 = linalg.generic #trait
   ins(%A: tensor<?xf64, #SparseVector>)
   outs(%C: tensor<?xi64, #SparseVector>) {
   ^bb0(%a: f64, %c: i64) :
   %result = sparse_tensor.unary %a : f64 to i64
   present={}
   absent={
   sparse_tensor.yield %c1 : i64
   }
   linalg.yield %result : i64
  } -> tensor<?xi64, #SparseVector>
  return %2 : tensor<?xi64, #SparseVector>
}
