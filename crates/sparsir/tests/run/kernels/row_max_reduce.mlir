// Row maxima with sparse_tensor.reduce (maximumf, identity -inf) over CSR into a dense
// vector initialised to -inf: only stored entries take part (a row of negative entries
// gives its largest stored value, not 0; an empty row keeps -inf).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#red = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"] }
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %ninf = arith.constant 0xFFF0000000000000 : f64
    %da = arith.constant dense<[[-2.0, 0.0, -5.0], [0.0, 0.0, 0.0], [1.0, 0.0, 4.0]]> : tensor<3x3xf64>
    %a = sparse_tensor.convert %da : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %init = arith.constant dense<0xFFF0000000000000> : tensor<3xf64>
    %c = linalg.generic #red ins(%a : tensor<3x3xf64, #CSR>) outs(%init : tensor<3xf64>) {
    ^bb0(%x: f64, %acc: f64):
      %r = sparse_tensor.reduce %x, %acc, %ninf : f64 {
      ^bb0(%p: f64, %q: f64):
        %m = arith.maximumf %p, %q : f64
        sparse_tensor.yield %m : f64
      }
      linalg.yield %r : f64
    } -> tensor<3xf64>
    %v = vector.transfer_read %c[%c0], %f0 : tensor<3xf64>, vector<3xf64>
    vector.print %v : vector<3xf64>
    return
  }
}
