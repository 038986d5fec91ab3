// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 prints a product with 6 stored entries, 4 of them
// at points where A stores nothing. A's levels (j : compressed, i : dense) conflict with the
// CSR output's (i, j) order, so an input is reordered before the loops run. MLIR 22 keeps
// each level's type by position when it reorders: A becomes (i : compressed, j : dense),
// and its dense j level stores every column of rows 0 and 1 as explicit zeros. An
// element-wise product is stored only where both inputs store an entry. A stores (0,0) = 1
// and (1,0) = 0 (its dense i level keeps the zero), B stores all six. So the product
// stores (0,0) = 1·1 and (1,0) = 0·4: 2 entries, as sparsir prints. sparsir reorders an
// input into compressed levels, which keep exactly its stored entries
// (`kernel::analysis::plain`); the program's first print shows A's 2 entries.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#ColsDense = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : dense) }>
#mul = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 0.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf64>
    %db = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
    %a = sparse_tensor.convert %da : tensor<2x3xf64> to tensor<2x3xf64, #ColsDense>
    %b = sparse_tensor.convert %db : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    %e = tensor.empty() : tensor<2x3xf64, #CSR>
    %c = linalg.generic #mul ins(%a, %b : tensor<2x3xf64, #ColsDense>, tensor<2x3xf64, #CSR>) outs(%e : tensor<2x3xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %p = arith.mulf %x, %y : f64
      linalg.yield %p : f64
    } -> tensor<2x3xf64, #CSR>
    sparse_tensor.print %a : tensor<2x3xf64, #ColsDense>
    sparse_tensor.print %c : tensor<2x3xf64, #CSR>
    return
  }
}
