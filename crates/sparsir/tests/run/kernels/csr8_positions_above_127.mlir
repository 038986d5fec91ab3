// HAND-WRITTEN EXPECTED OUTPUT (MLIR 22 not available when written; derived by hand).
// CSR with 8-bit positions past 127 (pos[1] = (0, 120, 240), read as unsigned) walked by
// kernels with a dense output (row sums) and a sparse 8-bit output (column sums).
// Expected: every row holds 120 ones (row sums 120), every column 2 (120 entries of 2).
#CSR8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8 }>
#SV8 = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 8, crdWidth = 8 }>
#rowsum = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#colsum = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>],
  iterator_types = ["reduction", "parallel"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : f64
    %d = arith.constant dense<1.0> : tensor<2x120xf64>
    %a = sparse_tensor.convert %d : tensor<2x120xf64> to tensor<2x120xf64, #CSR8>
    %e = tensor.empty() : tensor<2xf64>
    %z = linalg.fill ins(%zero : f64) outs(%e : tensor<2xf64>) -> tensor<2xf64>
    %r = linalg.generic #rowsum ins(%a : tensor<2x120xf64, #CSR8>) outs(%z : tensor<2xf64>) {
    ^bb0(%x: f64, %acc: f64):
      %s = arith.addf %acc, %x : f64
      linalg.yield %s : f64
    } -> tensor<2xf64>
    %v = vector.transfer_read %r[%c0], %zero : tensor<2xf64>, vector<2xf64>
    vector.print %v : vector<2xf64>
    %ec = tensor.empty() : tensor<120xf64, #SV8>
    %c = linalg.generic #colsum ins(%a : tensor<2x120xf64, #CSR8>) outs(%ec : tensor<120xf64, #SV8>) {
    ^bb0(%x: f64, %acc: f64):
      %s = arith.addf %acc, %x : f64
      linalg.yield %s : f64
    } -> tensor<120xf64, #SV8>
    %n = sparse_tensor.number_of_entries %c : tensor<120xf64, #SV8>
    vector.print %n : index
    %v1 = tensor.extract %c[%c0] : tensor<120xf64, #SV8>
    vector.print %v1 : f64
    %c119 = arith.constant 119 : index
    %v2 = tensor.extract %c[%c119] : tensor<120xf64, #SV8>
    vector.print %v2 : f64
    return
  }
}
