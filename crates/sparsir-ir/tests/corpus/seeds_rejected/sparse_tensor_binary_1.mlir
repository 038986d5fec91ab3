// MLIR 22 rejects: 10:21: error: expected ')'
// seed: sparse_tensor_dialect.md, sparse_tensor.binary, example 1 (verbatim; `tensor.empty(...)` is a placeholder)
#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}

func.func @f(%A: tensor<?xf64, #SparseVector>, %B: tensor<?xf64, #SparseVector>) -> tensor<?xi8, #SparseVector> {
  %C = tensor.empty(...)
  %0 = linalg.generic #trait
   ins(%A: tensor<?xf64, #SparseVector>,
   %B: tensor<?xf64, #SparseVector>)
   outs(%C: tensor<?xi8, #SparseVector>) {
   ^bb0(%a: f64, %b: f64, %c: i8) :
   %result = sparse_tensor.binary %a, %b : f64, f64 to i8
   overlap={
   ^bb0(%arg0: f64, %arg1: f64):
   %cmp = arith.cmpf "oeq", %arg0, %arg1 : f64
   %ret_i8 = arith.extui %cmp : i1 to i8
   sparse_tensor.yield %ret_i8 : i8
   }
   left={}
   right={}
   linalg.yield %result : i8
  } -> tensor<?xi8, #SparseVector>
  return %0 : tensor<?xi8, #SparseVector>
}
