// HAND-WRITTEN EXPECTED OUTPUT (MLIR 22 cannot compile this program).
// C(i,j) = sum_k A(k,i) * B(k,j) with A, B and C all CSR. A's level order wants k
// before i, C's wants i before j with B wanting k before j: no loop order satisfies every
// tensor's level order with a sparse output, so the sparsifier must convert an input or
// stage the output (issue 5). By hand, with A (rows k, columns i) and B (rows k):
//   k=0: A(0,0)=1, A(0,2)=2, B(0,1)=1 -> C(0,1) += 1, C(2,1) += 2
//   k=1: A(1,1)=3, B(1,0)=2, B(1,3)=1 -> C(1,0) += 6, C(1,3) += 3
//   k=2: A(2,0)=4, B(2,2)=5           -> C(0,2) += 20
// C = [[0, 1, 20, 0], [6, 0, 0, 3], [0, 2, 0, 0]]: CSR pos (0, 2, 4, 5),
// crd (1, 2, 0, 3, 1), values (1, 20, 6, 3, 2).
// MLIR 22: mlir-opt --sparsifier="enable-runtime-library=false" fails with an unrelated
// error at the print: "failed to legalize unresolved materialization from
// ('tensor<3x4xf64, #sparse_tensor.encoding<…>>') to ('memref<?xindex>', …) that remained
// live after conversion".
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#atb = {
  indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 3.0, 0.0], [4.0, 0.0, 0.0]]> : tensor<3x3xf64>
    %db = arith.constant dense<[[0.0, 1.0, 0.0, 0.0], [2.0, 0.0, 0.0, 1.0], [0.0, 0.0, 5.0, 0.0]]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %da : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %b = sparse_tensor.convert %db : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %e = tensor.empty() : tensor<3x4xf64, #CSR>
    %c = linalg.generic #atb ins(%a, %b : tensor<3x3xf64, #CSR>, tensor<3x4xf64, #CSR>) outs(%e : tensor<3x4xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %m : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %c : tensor<3x4xf64, #CSR>
    return
  }
}
