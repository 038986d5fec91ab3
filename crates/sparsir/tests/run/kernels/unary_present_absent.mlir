// sparse_tensor.unary on a sparse vector into a dense output: present entries give 2*x + 1,
// absent ones give -1 (the absent region makes the kernel dense).
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %da = arith.constant dense<[0.0, 3.0, 0.0, -2.0, 0.0, 5.0]> : tensor<6xf64>
    %a = sparse_tensor.convert %da : tensor<6xf64> to tensor<6xf64, #SV>
    %e = tensor.empty() : tensor<6xf64>
    %c = linalg.generic #ew ins(%a : tensor<6xf64, #SV>) outs(%e : tensor<6xf64>) {
    ^bb0(%x: f64, %o: f64):
      %r = sparse_tensor.unary %x : f64 to f64
        present = {
        ^bb0(%v: f64):
          %two = arith.constant 2.0 : f64
          %one = arith.constant 1.0 : f64
          %m = arith.mulf %v, %two : f64
          %p = arith.addf %m, %one : f64
          sparse_tensor.yield %p : f64
        }
        absent = {
          %n = arith.constant -1.0 : f64
          sparse_tensor.yield %n : f64
        }
      linalg.yield %r : f64
    } -> tensor<6xf64>
    %v = vector.transfer_read %c[%c0], %f0 : tensor<6xf64>, vector<6xf64>
    vector.print %v : vector<6xf64>
    return
  }
}
