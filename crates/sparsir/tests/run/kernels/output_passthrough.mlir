// A dense output updated only where a sparse input is stored: `binary(x, out)` with the
// output's branch `identity` leaves every other element as it was, so the loop walks the
// input's entries only; with the output on the left (`left = identity`) the same; a branch
// that computes from the output (doubling it) still visits every element. The outs tensor
// itself is unchanged (value semantics).
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#map = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
module {
  func.func @set_right(%next: tensor<?xf64, #SV>, %lv: tensor<?xf64>, %d: f64) -> tensor<?xf64> {
    %r = linalg.generic #map ins(%next : tensor<?xf64, #SV>) outs(%lv : tensor<?xf64>) {
    ^bb0(%x: f64, %o: f64):
      %b = sparse_tensor.binary %x, %o : f64, f64 to f64
        overlap = { ^bb0(%p: f64, %q: f64):
          %s = arith.addf %p, %q : f64
          sparse_tensor.yield %s : f64 }
        left = { ^bb0(%p: f64): sparse_tensor.yield %d : f64 }
        right = identity
      linalg.yield %b : f64
    } -> tensor<?xf64>
    return %r : tensor<?xf64>
  }
  func.func @set_left(%next: tensor<?xf64, #SV>, %lv: tensor<?xf64>) -> tensor<?xf64> {
    %r = linalg.generic #map ins(%next : tensor<?xf64, #SV>) outs(%lv : tensor<?xf64>) {
    ^bb0(%x: f64, %o: f64):
      %b = sparse_tensor.binary %o, %x : f64, f64 to f64
        overlap = { ^bb0(%p: f64, %q: f64):
          %s = arith.mulf %p, %q : f64
          sparse_tensor.yield %s : f64 }
        left = identity
        right = { ^bb0(%q: f64):
          %s = arith.negf %q : f64
          sparse_tensor.yield %s : f64 }
      linalg.yield %b : f64
    } -> tensor<?xf64>
    return %r : tensor<?xf64>
  }
  func.func @double_rest(%next: tensor<?xf64, #SV>, %lv: tensor<?xf64>) -> tensor<?xf64> {
    %r = linalg.generic #map ins(%next : tensor<?xf64, #SV>) outs(%lv : tensor<?xf64>) {
    ^bb0(%x: f64, %o: f64):
      %b = sparse_tensor.binary %x, %o : f64, f64 to f64
        overlap = { ^bb0(%p: f64, %q: f64): sparse_tensor.yield %p : f64 }
        left = identity
        right = { ^bb0(%q: f64):
          %s = arith.addf %q, %q : f64
          sparse_tensor.yield %s : f64 }
      linalg.yield %b : f64
    } -> tensor<?xf64>
    return %r : tensor<?xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %z = arith.constant 0.0 : f64
    %d = arith.constant dense<[0.0, 2.0, 0.0, 0.0, 5.0, 0.0, -1.0]> : tensor<7xf64>
    %s = sparse_tensor.convert %d : tensor<7xf64> to tensor<7xf64, #SV>
    %sc = tensor.cast %s : tensor<7xf64, #SV> to tensor<?xf64, #SV>
    %l = arith.constant dense<[1.0, -1.0, 0.0, 3.0, 0.5, 6.0, 4.0]> : tensor<7xf64>
    %lc = tensor.cast %l : tensor<7xf64> to tensor<?xf64>
    %seven = arith.constant 7.0 : f64
    %r1 = call @set_right(%sc, %lc, %seven) : (tensor<?xf64, #SV>, tensor<?xf64>, f64) -> tensor<?xf64>
    %v1 = vector.transfer_read %r1[%c0], %z : tensor<?xf64>, vector<7xf64>
    vector.print %v1 : vector<7xf64>
    %r2 = call @set_left(%sc, %lc) : (tensor<?xf64, #SV>, tensor<?xf64>) -> tensor<?xf64>
    %v2 = vector.transfer_read %r2[%c0], %z : tensor<?xf64>, vector<7xf64>
    vector.print %v2 : vector<7xf64>
    %r3 = call @double_rest(%sc, %lc) : (tensor<?xf64, #SV>, tensor<?xf64>) -> tensor<?xf64>
    %v3 = vector.transfer_read %r3[%c0], %z : tensor<?xf64>, vector<7xf64>
    vector.print %v3 : vector<7xf64>
    %v4 = vector.transfer_read %lc[%c0], %z : tensor<?xf64>, vector<7xf64>
    vector.print %v4 : vector<7xf64>
    return
  }
}
