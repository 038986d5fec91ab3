// MLIR 22 rejects: 10:21: error: expected ')'
// seed: sparse_tensor_dialect.md, sparse_tensor.binary, example 2 (verbatim)
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}

func.func @f(%A: tensor<?x?xf64, #CSR>, %B: tensor<?x?xf64, #CSR>) -> tensor<?x?xf64, #CSR> {
  %C = tensor.empty(...)
  %1 = linalg.generic #trait
   ins(%A: tensor<?x?xf64, #CSR>, %B: tensor<?x?xf64, #CSR>
   outs(%C: tensor<?x?xf64, #CSR> {
   ^bb0(%a: f64, %b: f64, %c: f64) :
   %row = linalg.index 0 : index
   %col = linalg.index 1 : index
   %result = sparse_tensor.binary %a, %b : f64, f64 to f64
   overlap={
   ^bb0(%x: f64, %y: f64):
   %cmp = arith.cmpi "uge", %col, %row : index
   %upperTriangleResult = arith.addf %x, %y : f64
   %lowerTriangleResult = arith.subf %x, %y : f64
   %ret = arith.select %cmp, %upperTriangleResult, %lowerTriangleResult : f64
   sparse_tensor.yield %ret : f64
   }
   left=identity
   right={
   ^bb0(%y: f64):
   %cmp = arith.cmpi "uge", %col, %row : index
   %lowerTriangleResult = arith.negf %y : f64
   %ret = arith.select %cmp, %y, %lowerTriangleResult : f64
   sparse_tensor.yield %ret : f64
   }
   linalg.yield %result : f64
  } -> tensor<?x?xf64, #CSR>
  return %1 : tensor<?x?xf64, #CSR>
}
