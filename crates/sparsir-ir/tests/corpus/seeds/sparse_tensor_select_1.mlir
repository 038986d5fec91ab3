// seed: sparse_tensor_dialect.md, sparse_tensor.select, example 1; FIXED: `tensor.empty(...)` -> `tensor.empty(%n) : tensor<?xf64, #SparseVector>`
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
   %result = sparse_tensor.select %a : f64 {
   ^bb0(%arg0: f64):
   %cf4 = arith.constant 4.0 : f64
   %keep = arith.cmpf "uge", %arg0, %cf4 : f64
   sparse_tensor.yield %keep : i1
   }
   linalg.yield %result : f64
  } -> tensor<?xf64, #SparseVector>
  return %0 : tensor<?xf64, #SparseVector>
}
