// A kernel yielding the constant zero into a fresh sparse output stores nothing (nse = 0),
// whether the constant is defined outside the body or inside, +0.0 or -0.0, integer or
// complex. A zero the body computes (a - a) is stored, and so is a zero yielded by a
// branch of sparse_tensor.unary.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew2 = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
#ew1 = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
module {
  func.func @main() {
    %d = arith.constant dense<[[0.0, 4.0, 7.0, 0.0], [0.0, 0.0, 0.0, 6.0], [0.0, 8.0, 0.0, 0.0]]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %zero = arith.constant 0.0 : f64

    %e0 = tensor.empty() : tensor<3x4xf64, #CSR>
    %r0 = linalg.generic #ew2 ins(%a : tensor<3x4xf64, #CSR>) outs(%e0 : tensor<3x4xf64, #CSR>) {
    ^bb0(%x: f64, %o: f64):
      linalg.yield %zero : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r0 : tensor<3x4xf64, #CSR>

    %e1 = tensor.empty() : tensor<3x4xf64, #CSR>
    %r1 = linalg.generic #ew2 ins(%a : tensor<3x4xf64, #CSR>) outs(%e1 : tensor<3x4xf64, #CSR>) {
    ^bb0(%x: f64, %o: f64):
      %nz = arith.constant -0.0 : f64
      linalg.yield %nz : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r1 : tensor<3x4xf64, #CSR>

    %di = arith.constant dense<[0, 3, 0, 4]> : tensor<4xi32>
    %ai = sparse_tensor.convert %di : tensor<4xi32> to tensor<4xi32, #SV>
    %e2 = tensor.empty() : tensor<4xi32, #SV>
    %r2 = linalg.generic #ew1 ins(%ai : tensor<4xi32, #SV>) outs(%e2 : tensor<4xi32, #SV>) {
    ^bb0(%x: i32, %o: i32):
      %z = arith.constant 0 : i32
      linalg.yield %z : i32
    } -> tensor<4xi32, #SV>
    sparse_tensor.print %r2 : tensor<4xi32, #SV>

    %e3 = tensor.empty() : tensor<4xcomplex<f64>, #SV>
    %r3 = linalg.generic #ew1 ins(%ai : tensor<4xi32, #SV>) outs(%e3 : tensor<4xcomplex<f64>, #SV>) {
    ^bb0(%x: i32, %o: complex<f64>):
      %z = complex.constant [0.0, 0.0] : complex<f64>
      linalg.yield %z : complex<f64>
    } -> tensor<4xcomplex<f64>, #SV>
    sparse_tensor.print %r3 : tensor<4xcomplex<f64>, #SV>

    // Computed zeros are stored.
    %e4 = tensor.empty() : tensor<3x4xf64, #CSR>
    %r4 = linalg.generic #ew2 ins(%a : tensor<3x4xf64, #CSR>) outs(%e4 : tensor<3x4xf64, #CSR>) {
    ^bb0(%x: f64, %o: f64):
      %s = arith.subf %x, %x : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r4 : tensor<3x4xf64, #CSR>

    // A zero from a branch of sparse_tensor.unary is stored too.
    %e5 = tensor.empty() : tensor<3x4xf64, #CSR>
    %r5 = linalg.generic #ew2 ins(%a : tensor<3x4xf64, #CSR>) outs(%e5 : tensor<3x4xf64, #CSR>) {
    ^bb0(%x: f64, %o: f64):
      %u = sparse_tensor.unary %x : f64 to f64
        present = {
        ^bb0(%v: f64):
          %z = arith.constant 0.0 : f64
          sparse_tensor.yield %z : f64
        }
        absent = {}
      linalg.yield %u : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r5 : tensor<3x4xf64, #CSR>
    return
  }
}
