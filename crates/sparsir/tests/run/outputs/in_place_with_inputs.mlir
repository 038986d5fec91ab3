// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 compiles an in-place sparse output only when the
// kernel cannot change its pattern ("simply dynamic": scaling, math on the output); for
// these it fails ("failed to legalize unresolved materialization") or, for the reduction,
// prints corrupt storage. Derived by hand from the rule: the output's stored entries are
// walked like an input; where the body gives a value it is stored, elsewhere the entry
// stays. Rows below are X = [[1,0,5,0],[0,0,0,0],[0,2,0,3]], A = [[0,4,7,0],[0,0,0,6],
// [0,8,0,0]], D(i,j) = 4i+j+1.
//   X + A (union)          -> (0,0)=1 (0,1)=4 (0,2)=12 (1,3)=6 (2,1)=10 (2,3)=3
//   X * A (kept where A absent) -> (0,0)=1 (0,2)=35 (2,1)=16 (2,3)=3
//   X * D (X's pattern)    -> 1*1, 5*3, 2*10, 3*12 = 1 15 20 36
//   Y + row sums of M, Y = [100,0,300,0] sparse, M rows sum to 11, 6, 8, 0 (row 3 empty)
//     -> (0)=111 (1)=6 (2)=308 (3) absent (no entry, no contribution)
//   unary(X): present -x, absent 1.0 -> every coordinate stored
// X and Y are printed again at the end: unchanged (value semantics; in MLIR 22 the
// in-place kernels reuse their buffers, and reading the input after is undefined).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew1 = { indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"] }
#ew2 = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
#rowsum = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %dx = arith.constant dense<[[1.0, 0.0, 5.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 2.0, 0.0, 3.0]]> : tensor<3x4xf64>
    %da = arith.constant dense<[[0.0, 4.0, 7.0, 0.0], [0.0, 0.0, 0.0, 6.0], [0.0, 8.0, 0.0, 0.0]]> : tensor<3x4xf64>
    %dd = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf64>
    %x = sparse_tensor.convert %dx : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %a = sparse_tensor.convert %da : tensor<3x4xf64> to tensor<3x4xf64, #CSR>

    %r0 = linalg.generic #ew2 ins(%a : tensor<3x4xf64, #CSR>) outs(%x : tensor<3x4xf64, #CSR>) {
    ^bb0(%va: f64, %o: f64):
      %s = arith.addf %o, %va : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r0 : tensor<3x4xf64, #CSR>

    %r1 = linalg.generic #ew2 ins(%a : tensor<3x4xf64, #CSR>) outs(%x : tensor<3x4xf64, #CSR>) {
    ^bb0(%va: f64, %o: f64):
      %s = arith.mulf %o, %va : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r1 : tensor<3x4xf64, #CSR>

    %r2 = linalg.generic #ew2 ins(%dd : tensor<3x4xf64>) outs(%x : tensor<3x4xf64, #CSR>) {
    ^bb0(%vd: f64, %o: f64):
      %s = arith.mulf %o, %vd : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r2 : tensor<3x4xf64, #CSR>

    %dm = arith.constant dense<[[0.0, 4.0, 7.0, 0.0], [0.0, 0.0, 0.0, 6.0], [8.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf64>
    %m = sparse_tensor.convert %dm : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
    %dy = arith.constant dense<[100.0, 0.0, 300.0, 0.0]> : tensor<4xf64>
    %y = sparse_tensor.convert %dy : tensor<4xf64> to tensor<4xf64, #SV>
    %r3 = linalg.generic #rowsum ins(%m : tensor<4x4xf64, #CSR>) outs(%y : tensor<4xf64, #SV>) {
    ^bb0(%vm: f64, %o: f64):
      %s = arith.addf %o, %vm : f64
      linalg.yield %s : f64
    } -> tensor<4xf64, #SV>
    sparse_tensor.print %r3 : tensor<4xf64, #SV>

    %r4 = linalg.generic #ew1 outs(%x : tensor<3x4xf64, #CSR>) {
    ^bb0(%o: f64):
      %u = sparse_tensor.unary %o : f64 to f64
        present = {
        ^bb0(%v: f64):
          %n = arith.negf %v : f64
          sparse_tensor.yield %n : f64
        }
        absent = {
          %one = arith.constant 1.0 : f64
          sparse_tensor.yield %one : f64
        }
      linalg.yield %u : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r4 : tensor<3x4xf64, #CSR>

    sparse_tensor.print %x : tensor<3x4xf64, #CSR>
    sparse_tensor.print %y : tensor<4xf64, #SV>
    return
  }
}
