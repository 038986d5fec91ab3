// A linalg.fill used once, as the output of the next kernel, is written by that kernel:
// row by row inside its outer loop when that loop runs over every row (CSR, dense), else
// before its loops (DCSR: empty rows are not visited; CSC: the outer loop is a reduction).
// Rows without entries keep the fill value; a fill used twice, a body that does not read
// its output (MLIR 22 zeroes it) and a sparse_tensor.reduce body (its identity wins) must
// all print what MLIR 22 prints.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#mv = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
        iterator_types = ["parallel", "reduction"] }
#mm = { indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
        iterator_types = ["parallel", "parallel", "reduction"] }
#ew = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"] }

func.func @main() {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  %fv = arith.constant 1.5 : f64
  %nz = arith.constant -0.0 : f64
  %ad = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 0.0], [0.0, 3.0, -4.0], [0.0, 0.0, 0.0]]> : tensor<4x3xf64>
  %a = sparse_tensor.convert %ad : tensor<4x3xf64> to tensor<4x3xf64, #CSR>
  %ad2 = sparse_tensor.convert %ad : tensor<4x3xf64> to tensor<4x3xf64, #DCSR>
  %ac = sparse_tensor.convert %ad : tensor<4x3xf64> to tensor<4x3xf64, #CSC>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %b = arith.constant dense<[[1.0, -1.0], [2.0, 0.5], [0.0, 1.0]]> : tensor<3x2xf64>
  %e4 = tensor.empty() : tensor<4xf64>

  // CSR SpMV into fill(1.5): fused row by row.
  %f1 = linalg.fill ins(%fv : f64) outs(%e4 : tensor<4xf64>) -> tensor<4xf64>
  %y1 = linalg.generic #mv ins(%a, %x : tensor<4x3xf64, #CSR>, tensor<3xf64>) outs(%f1 : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %v1 = vector.transfer_read %y1[%c0], %z : tensor<4xf64>, vector<4xf64>
  vector.print %v1 : vector<4xf64>

  // DCSR SpMV into fill(1.5): filled before the loops (empty rows are never visited).
  %f2 = linalg.fill ins(%fv : f64) outs(%e4 : tensor<4xf64>) -> tensor<4xf64>
  %y2 = linalg.generic #mv ins(%ad2, %x : tensor<4x3xf64, #DCSR>, tensor<3xf64>) outs(%f2 : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %v2 = vector.transfer_read %y2[%c0], %z : tensor<4xf64>, vector<4xf64>
  vector.print %v2 : vector<4xf64>

  // CSC SpMV into fill(-0.0): the outer loop is over columns.
  %f3 = linalg.fill ins(%nz : f64) outs(%e4 : tensor<4xf64>) -> tensor<4xf64>
  %y3 = linalg.generic #mv ins(%ac, %x : tensor<4x3xf64, #CSC>, tensor<3xf64>) outs(%f3 : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %v3 = vector.transfer_read %y3[%c0], %z : tensor<4xf64>, vector<4xf64>
  vector.print %v3 : vector<4xf64>

  // SpMM into fill(1.5): each row of C filled before the row's products. (With a -0.0
  // fill MLIR 22 prints +0 in the empty rows here, -0 in the CSC case above: it treats
  // that fill as zero-initialization in some kernels only; sparsir keeps -0.0 in both.)
  %e42 = tensor.empty() : tensor<4x2xf64>
  %f4 = linalg.fill ins(%fv : f64) outs(%e42 : tensor<4x2xf64>) -> tensor<4x2xf64>
  %c = linalg.generic #mm ins(%a, %b : tensor<4x3xf64, #CSR>, tensor<3x2xf64>) outs(%f4 : tensor<4x2xf64>) {
  ^bb0(%av: f64, %bv: f64, %o: f64):
    %p = arith.mulf %av, %bv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4x2xf64>
  %v4 = vector.transfer_read %c[%c0, %c0], %z : tensor<4x2xf64>, vector<4x2xf64>
  vector.print %v4 : vector<4x2xf64>

  // A fill used twice: each user sees 1.5 where it adds nothing.
  %f5 = linalg.fill ins(%fv : f64) outs(%e4 : tensor<4xf64>) -> tensor<4xf64>
  %y5 = linalg.generic #mv ins(%a, %x : tensor<4x3xf64, #CSR>, tensor<3xf64>) outs(%f5 : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %s = arith.addf %o, %av : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %v5 = vector.transfer_read %y5[%c0], %z : tensor<4xf64>, vector<4xf64>
  vector.print %v5 : vector<4xf64>
  %v6 = vector.transfer_read %f5[%c0], %z : tensor<4xf64>, vector<4xf64>
  vector.print %v6 : vector<4xf64>

  // A body that does not read its output.
  %e43 = tensor.empty() : tensor<4x3xf64>
  %f7 = linalg.fill ins(%fv : f64) outs(%e43 : tensor<4x3xf64>) -> tensor<4x3xf64>
  %d7 = linalg.generic #ew ins(%a : tensor<4x3xf64, #CSR>) outs(%f7 : tensor<4x3xf64>) {
  ^bb0(%av: f64, %o: f64):
    %s = arith.mulf %av, %av : f64
    linalg.yield %s : f64
  } -> tensor<4x3xf64>
  %v7 = vector.transfer_read %d7[%c0, %c0], %z : tensor<4x3xf64>, vector<4x3xf64>
  vector.print %v7 : vector<4x3xf64>

  // sparse_tensor.reduce into a fill: rows start at the reduction's identity.
  %f8 = linalg.fill ins(%fv : f64) outs(%e4 : tensor<4xf64>) -> tensor<4xf64>
  %y8 = linalg.generic #mv ins(%a, %x : tensor<4x3xf64, #CSR>, tensor<3xf64>) outs(%f8 : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %r = sparse_tensor.reduce %p, %o, %fv : f64 {
      ^bb0(%u: f64, %w: f64):
        %m = arith.maximumf %u, %w : f64
        sparse_tensor.yield %m : f64
    }
    linalg.yield %r : f64
  } -> tensor<4xf64>
  %v8 = vector.transfer_read %y8[%c0], %z : tensor<4xf64>, vector<4xf64>
  vector.print %v8 : vector<4xf64>
  return
}
