// A dense kernel result used once, as the output of the next kernel, is written in place
// by that kernel (no copy). Chains of such kernels, a result the next kernel does not read
// (it starts from zero, as in MLIR 22), and a result used twice (copied, so the first use
// is not disturbed) must all print what MLIR 22 prints.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#mv = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
        iterator_types = ["parallel", "reduction"] }
#scale = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
#acc = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }

func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f64
  %five = arith.constant 5.0 : f64
  %pad = arith.constant -1.0 : f64
  %ad = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 0.0], [0.0, 3.0, 4.0], [5.0, 0.0, 0.0]]> : tensor<4x3xf64>
  %a = sparse_tensor.convert %ad : tensor<4x3xf64> to tensor<4x3xf64, #CSR>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %vd = arith.constant dense<[0.0, 2.0, 0.0, 4.0]> : tensor<4xf64>
  %v = sparse_tensor.convert %vd : tensor<4xf64> to tensor<4xf64, #SV>
  %e = tensor.empty() : tensor<4xf64>
  // fill -> y1 = 1 + A x -> y2 = y1 + A x (each reads its output: handed over twice)
  %f = linalg.fill ins(%one : f64) outs(%e : tensor<4xf64>) -> tensor<4xf64>
  %y1 = linalg.generic #mv ins(%a, %x : tensor<4x3xf64, #CSR>, tensor<3xf64>) outs(%f : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %y2 = linalg.generic #mv ins(%a, %x : tensor<4x3xf64, #CSR>, tensor<3xf64>) outs(%y1 : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %r2 = vector.transfer_read %y2[%c0], %pad : tensor<4xf64>, vector<4xf64>
  vector.print %r2 : vector<4xf64>
  // fill 5 -> a kernel that does not read its output
  %f5 = linalg.fill ins(%five : f64) outs(%e : tensor<4xf64>) -> tensor<4xf64>
  %z = linalg.generic #scale ins(%v : tensor<4xf64, #SV>) outs(%f5 : tensor<4xf64>) {
  ^bb0(%vv: f64, %o: f64):
    %d = arith.mulf %vv, %vv : f64
    linalg.yield %d : f64
  } -> tensor<4xf64>
  %rz = vector.transfer_read %z[%c0], %pad : tensor<4xf64>, vector<4xf64>
  vector.print %rz : vector<4xf64>
  // a filled tensor used twice: both kernels see the fill
  %g = linalg.fill ins(%one : f64) outs(%e : tensor<4xf64>) -> tensor<4xf64>
  %w1 = linalg.generic #acc ins(%v : tensor<4xf64, #SV>) outs(%g : tensor<4xf64>) {
  ^bb0(%vv: f64, %o: f64):
    %s = arith.addf %o, %vv : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %w2 = linalg.generic #mv ins(%a, %x : tensor<4x3xf64, #CSR>, tensor<3xf64>) outs(%g : tensor<4xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %rw1 = vector.transfer_read %w1[%c0], %pad : tensor<4xf64>, vector<4xf64>
  %rw2 = vector.transfer_read %w2[%c0], %pad : tensor<4xf64>, vector<4xf64>
  vector.print %rw1 : vector<4xf64>
  vector.print %rw2 : vector<4xf64>
  bufferization.dealloc_tensor %a : tensor<4x3xf64, #CSR>
  bufferization.dealloc_tensor %v : tensor<4xf64, #SV>
  return
}
