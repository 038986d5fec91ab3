// MLIR 22 rejects: 12:21: error: expected ')'
// seed: sparse_tensor_dialect.md, sparse_tensor.unary, example 2 (verbatim)
#SparseVector = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}

func.func @f(%A: tensor<?xf64, #SparseVector>) -> tensor<?xi32, #SparseVector> {
  %p1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %C = tensor.empty(...) : tensor<?xi32, #SparseVector>
  %1 = linalg.generic #trait
   ins(%A: tensor<?xf64, #SparseVector>)
   outs(%C: tensor<?xi32, #SparseVector>) {
   ^bb0(%a: f64, %c: i32) :
   %result = sparse_tensor.unary %a : f64 to i32
   present={
   ^bb0(%x: f64):
   sparse_tensor.yield %p1 : i32
   }
   absent={
   sparse_tensor.yield %m1 : i32
   }
   linalg.yield %result : i32
  } -> tensor<?xi32, #SparseVector>
  return %1 : tensor<?xi32, #SparseVector>
}
