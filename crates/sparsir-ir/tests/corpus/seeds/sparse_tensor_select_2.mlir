// seed: sparse_tensor_dialect.md, sparse_tensor.select, example 2; FIXED: `tensor.empty(...)` -> `tensor.empty(%m, %n) : tensor<?x?xf64, #CSR>`, `arith.cmpi "ult", %col, %row : index` on index values -> `arith.cmpi "ult", %col, %row : index`
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}

func.func @f(%A: tensor<?x?xf64, #CSR>, %m: index, %n: index) -> tensor<?x?xf64, #CSR> {
  %C = tensor.empty(%m, %n) : tensor<?x?xf64, #CSR>
  %1 = linalg.generic #trait
   ins(%A: tensor<?x?xf64, #CSR>)
   outs(%C: tensor<?x?xf64, #CSR>) {
   ^bb0(%a: f64, %c: f64) :
   %row = linalg.index 0 : index
   %col = linalg.index 1 : index
   %result = sparse_tensor.select %a : f64 {
   ^bb0(%arg0: f64):
   %keep = arith.cmpi "ult", %col, %row : index
   sparse_tensor.yield %keep : i1
   }
   linalg.yield %result : f64
  } -> tensor<?x?xf64, #CSR>
  return %1 : tensor<?x?xf64, #CSR>
}
