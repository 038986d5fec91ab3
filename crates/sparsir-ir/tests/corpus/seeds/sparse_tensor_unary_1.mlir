// seed: sparse_tensor_dialect.md, sparse_tensor.unary, example 1; FIXED: `tensor.empty(...)` -> `tensor.empty(%n)`
#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}

func.func @f(%A: tensor<?xf64, #SparseVector>, %n: index) -> tensor<?xf64, #SparseVector> {
  %C = tensor.empty(%n) : tensor<?xf64, #SparseVector>
  %0 = linalg.generic #trait
   ins(%A: tensor<?xf64, #SparseVector>)
   outs(%C: tensor<?xf64, #SparseVector>) {
   ^bb0(%a: f64, %c: f64) :
   %result = sparse_tensor.unary %a : f64 to f64
   present={
   ^bb0(%arg0: f64):
   %cf1 = arith.constant 1.0 : f64
   %ret = arith.addf %arg0, %cf1 : f64
   sparse_tensor.yield %ret : f64
   }
   absent={}
   linalg.yield %result : f64
  } -> tensor<?xf64, #SparseVector>
  return %0 : tensor<?xf64, #SparseVector>
}
