// Element-wise math on a sparse vector in place (the value depends only on the output):
// tanh, sqrt, abs, sin, and a sum of the output with itself. Absent entries stay absent;
// a stored explicit zero stays stored.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew = { indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %v0 = arith.constant 0.5 : f64
    %v2 = arith.constant -2.0 : f64
    %v4 = arith.constant 4.0 : f64
    %zero = arith.constant 0.0 : f64
    %v6 = arith.constant 9.0 : f64
    // Entries at 0, 2, 4, 6 and an explicit zero at 5, inserted in order.
    %e = tensor.empty() : tensor<8xf64, #SV>
    %x0 = tensor.insert %v0 into %e[%c0] : tensor<8xf64, #SV>
    %x2 = tensor.insert %v2 into %x0[%c2] : tensor<8xf64, #SV>
    %x4 = tensor.insert %v4 into %x2[%c4] : tensor<8xf64, #SV>
    %x5 = tensor.insert %zero into %x4[%c5] : tensor<8xf64, #SV>
    %x6 = tensor.insert %v6 into %x5[%c6] : tensor<8xf64, #SV>
    %xl = sparse_tensor.load %x6 hasInserts : tensor<8xf64, #SV>
    %t = linalg.generic #ew outs(%xl : tensor<8xf64, #SV>) {
    ^bb0(%o: f64):
      %r = math.tanh %o : f64
      linalg.yield %r : f64
    } -> tensor<8xf64, #SV>
    sparse_tensor.print %t : tensor<8xf64, #SV>
    %a = linalg.generic #ew outs(%t : tensor<8xf64, #SV>) {
    ^bb0(%o: f64):
      %r = math.absf %o : f64
      linalg.yield %r : f64
    } -> tensor<8xf64, #SV>
    sparse_tensor.print %a : tensor<8xf64, #SV>
    %s = linalg.generic #ew outs(%xl : tensor<8xf64, #SV>) {
    ^bb0(%o: f64):
      %p = math.absf %o : f64
      %q = math.sqrt %p : f64
      %r = arith.addf %q, %q : f64
      linalg.yield %r : f64
    } -> tensor<8xf64, #SV>
    sparse_tensor.print %s : tensor<8xf64, #SV>
    %n = linalg.generic #ew outs(%xl : tensor<8xf64, #SV>) {
    ^bb0(%o: f64):
      %r = math.sin %o : f64
      linalg.yield %r : f64
    } -> tensor<8xf64, #SV>
    sparse_tensor.print %n : tensor<8xf64, #SV>
    return
  }
}
