// HAND-WRITTEN EXPECTED OUTPUT: row sums of a 2x2-block BSR matrix through
// `sparse_tensor.reduce` (addf, identity 0). The stored blocks are row-block 0: column-block
// 0 = [2 0; 3 5]; row-block 1: column-block 0 = [0 0; 0 4], column-block 1 = [7 0; 6 9]. So
// the sums are 2, 8, 7 and 0 + 4 + 6 + 9 = 19. MLIR 22 prints ( 2, 8, 7, 15 ): for row 3 it
// leaves out the 4 of the first block in its row-block. A plain `arith.addf` reduction over
// the same matrix gives 19 in MLIR 22 too.
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
module {
  func.func @main() {
    %d = arith.constant dense<[[2.0, 0.0, 0.0, 0.0], [3.0, 5.0, 0.0, 0.0], [0.0, 0.0, 7.0, 0.0], [0.0, 4.0, 6.0, 9.0]]> : tensor<4x4xf64>
    %a = sparse_tensor.convert %d : tensor<4x4xf64> to tensor<4x4xf64, #BSR>
    %zeros = arith.constant dense<0.0> : tensor<4xf64>
    %y = linalg.generic { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"] }
      ins(%a : tensor<4x4xf64, #BSR>) outs(%zeros : tensor<4xf64>) {
    ^bb0(%v: f64, %acc: f64):
      %zero = arith.constant 0.0 : f64
      %r = sparse_tensor.reduce %v, %acc, %zero : f64 {
        ^bb0(%x: f64, %w: f64):
          %p = arith.addf %x, %w : f64
          sparse_tensor.yield %p : f64
      }
      linalg.yield %r : f64
    } -> tensor<4xf64>
    sparse_tensor.print %a : tensor<4x4xf64, #BSR>
    %c0 = arith.constant 0 : index
    %f0 = arith.constant -1.0 : f64
    %v = vector.transfer_read %y[%c0], %f0 : tensor<4xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>
    return
  }
}
