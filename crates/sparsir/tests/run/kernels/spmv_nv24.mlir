// SpMV over 2:4 structured sparsity: every group of 4 columns stores exactly 2 slots
// (explicit zeros pad groups with fewer entries). The storage is built with assemble:
// MLIR 22's sparse_tensor.convert from dense to 2:4 does not pad (it stores only the 8
// nonzeros, so rows 1-3 read garbage and SpMV prints nonsense). The storage is not
// printed: MLIR 22 prints this assembled tensor as nse = 8 with only the first 8 slots.
#SP = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]) }>
#spmv = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : f64
    %crd = arith.constant dense<[0, 2, 0, 1, 0, 1, 0, 1, 1, 3, 0, 1, 0, 1, 2, 3]> : tensor<16xindex>
    %val = arith.constant dense<[1.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
                                 3.0, 4.0, 5.0, 0.0, 6.0, 0.0, -7.0, 8.0]> : tensor<16xf64>
    %a = sparse_tensor.assemble (%crd), %val : (tensor<16xindex>), tensor<16xf64> to tensor<4x8xf64, #SP>
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf64>
    %e = tensor.empty() : tensor<4xf64>
    %z = linalg.fill ins(%zero : f64) outs(%e : tensor<4xf64>) -> tensor<4xf64>
    %y = linalg.generic #spmv ins(%a, %x : tensor<4x8xf64, #SP>, tensor<8xf64>) outs(%z : tensor<4xf64>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %m = arith.mulf %av, %xv : f64
      %s = arith.addf %acc, %m : f64
      linalg.yield %s : f64
    } -> tensor<4xf64>
    %v = vector.transfer_read %y[%c0], %zero : tensor<4xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>
    return
  }
}
