// MLIR 22 rejects: 13:21: error: expected ')'
// seed: sparse_tensor_dialect.md, sparse_tensor.reduce, example 1 (verbatim)
#SparseMatrix = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}

func.func @f(%A: tensor<?x?xf64, #SparseMatrix>) -> tensor<?xf64, #SparseVector> {
  %cf1 = arith.constant 1.0 : f64
  %cf100 = arith.constant 100.0 : f64
  %C = tensor.empty(...)
  %0 = linalg.generic #trait
   ins(%A: tensor<?x?xf64, #SparseMatrix>)
   outs(%C: tensor<?xf64, #SparseVector>) {
   ^bb0(%a: f64, %c: f64) :
   %result = sparse_tensor.reduce %c, %a, %cf1 : f64 {
   ^bb0(%arg0: f64, %arg1: f64):
   %0 = arith.mulf %arg0, %arg1 : f64
   %cmp = arith.cmpf "ogt", %0, %cf100 : f64
   %ret = arith.select %cmp, %cf100, %0 : f64
   sparse_tensor.yield %ret : f64
   }
   linalg.yield %result : f64
  } -> tensor<?xf64, #SparseVector>
  return %0 : tensor<?xf64, #SparseVector>
}
