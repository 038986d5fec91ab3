// sparse_tensor.binary on two sparse vectors into a sparse vector: overlap = a * b,
// left = identity, right = -b (negf): a union whose three cases compute differently.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
module {
  func.func @main() {
    %da = arith.constant dense<[2.0, 0.0, 3.0, 0.0, 5.0, 0.0]> : tensor<6xf64>
    %db = arith.constant dense<[4.0, 1.0, 0.0, 0.0, -2.0, 6.0]> : tensor<6xf64>
    %a = sparse_tensor.convert %da : tensor<6xf64> to tensor<6xf64, #SV>
    %b = sparse_tensor.convert %db : tensor<6xf64> to tensor<6xf64, #SV>
    %e = tensor.empty() : tensor<6xf64, #SV>
    %c = linalg.generic #ew ins(%a, %b : tensor<6xf64, #SV>, tensor<6xf64, #SV>) outs(%e : tensor<6xf64, #SV>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %r = sparse_tensor.binary %x, %y : f64, f64 to f64
        overlap = {
        ^bb0(%p: f64, %q: f64):
          %m = arith.mulf %p, %q : f64
          sparse_tensor.yield %m : f64
        }
        left = identity
        right = {
        ^bb0(%q: f64):
          %n = arith.negf %q : f64
          sparse_tensor.yield %n : f64
        }
      linalg.yield %r : f64
    } -> tensor<6xf64, #SV>
    sparse_tensor.print %c : tensor<6xf64, #SV>
    return
  }
}
