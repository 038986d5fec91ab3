// Sum of squares of a 3-D COO tensor (soa singletons, i32) into a rank-0 output
// initialised to 0 (a tensor.empty output would be read uninitialised: MLIR 22 then
// prints a different number on each run).
#COO3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique, soa), k : singleton(soa)) }>
#sum = { indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> ()>], iterator_types = ["reduction", "reduction", "reduction"] }
module {
  func.func @main() {
    %d = arith.constant dense<[[[1, 0], [0, 2]], [[0, 0], [-3, 0]]]> : tensor<2x2x2xi32>
    %a = sparse_tensor.convert %d : tensor<2x2x2xi32> to tensor<2x2x2xi32, #COO3>
    %e = arith.constant dense<0> : tensor<i32>
    %s = linalg.generic #sum ins(%a : tensor<2x2x2xi32, #COO3>) outs(%e : tensor<i32>) {
    ^bb0(%x: i32, %acc: i32):
      %q = arith.muli %x, %x : i32
      %r = arith.addi %acc, %q : i32
      linalg.yield %r : i32
    } -> tensor<i32>
    %v = tensor.extract %s[] : tensor<i32>
    vector.print %v : i32
    return
  }
}
