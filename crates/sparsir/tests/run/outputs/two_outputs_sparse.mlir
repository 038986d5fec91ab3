// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22's sparsifier refuses kernels with several outputs
// once an operand is sparse ("failed to legalize unresolved materialization"). Each output
// is what the same kernel with that output alone gives (MLIR 22 prints exactly this for
// the two kernels written separately): A = [[0,4,7,0],[0,0,0,6],[0,8,0,0]],
// B = [[1,4,0,0],[0,0,0,2],[0,0,0,5]].
//   out 0, CSR:   A + B (union) -> (0,0)=1 (0,1)=8 (0,2)=7 (1,3)=8 (2,1)=8 (2,3)=5
//   out 1, CSC of A * B transposed (intersection) -> (1,0)=16 (3,1)=12
//   a second kernel: dense row sums of A and sparse row sums of B
//     -> ( 11, 6, 8 ) and (0)=5 (1)=2 (2)=5
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#two = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                   affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>],
  iterator_types = ["parallel", "parallel"]
}
#rows = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                   affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %da = arith.constant dense<[[0.0, 4.0, 7.0, 0.0], [0.0, 0.0, 0.0, 6.0], [0.0, 8.0, 0.0, 0.0]]> : tensor<3x4xf64>
    %db = arith.constant dense<[[1.0, 4.0, 0.0, 0.0], [0.0, 0.0, 0.0, 2.0], [0.0, 0.0, 0.0, 5.0]]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %da : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %b = sparse_tensor.convert %db : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %e0 = tensor.empty() : tensor<3x4xf64, #CSR>
    %e1 = tensor.empty() : tensor<4x3xf64, #CSC>
    %r:2 = linalg.generic #two ins(%a, %b : tensor<3x4xf64, #CSR>, tensor<3x4xf64, #CSR>)
                                outs(%e0, %e1 : tensor<3x4xf64, #CSR>, tensor<4x3xf64, #CSC>) {
    ^bb0(%x: f64, %y: f64, %s: f64, %p: f64):
      %sum = arith.addf %x, %y : f64
      %prod = arith.mulf %x, %y : f64
      linalg.yield %sum, %prod : f64, f64
    } -> (tensor<3x4xf64, #CSR>, tensor<4x3xf64, #CSC>)
    sparse_tensor.print %r#0 : tensor<3x4xf64, #CSR>
    sparse_tensor.print %r#1 : tensor<4x3xf64, #CSC>

    %s0 = arith.constant dense<0.0> : tensor<3xf64>
    %e3 = tensor.empty() : tensor<3xf64, #SV>
    %q:2 = linalg.generic #rows ins(%a, %b : tensor<3x4xf64, #CSR>, tensor<3x4xf64, #CSR>)
                                 outs(%s0, %e3 : tensor<3xf64>, tensor<3xf64, #SV>) {
    ^bb0(%x: f64, %y: f64, %s: f64, %t: f64):
      %sa = arith.addf %s, %x : f64
      %sb = arith.addf %t, %y : f64
      linalg.yield %sa, %sb : f64, f64
    } -> (tensor<3xf64>, tensor<3xf64, #SV>)
    %v = vector.transfer_read %q#0[%c0], %f0 : tensor<3xf64>, vector<3xf64>
    vector.print %v : vector<3xf64>
    sparse_tensor.print %q#1 : tensor<3xf64, #SV>
    return
  }
}
