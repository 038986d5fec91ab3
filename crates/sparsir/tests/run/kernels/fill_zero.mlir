// Zero fills of fresh dense tensors (+0.0, integer 0, complex (0, 0), a zero written by a
// generic body), an accumulation on top of a zero fill, and a -0.0 fill (its sign must
// survive, printed as -0) must print what MLIR 22 prints.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#mv = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
        iterator_types = ["parallel", "reduction"] }
#gen0 = { indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"] }

func.func @main() {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %zi = arith.constant 0 : i32
  %zc = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %ad = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 0.0], [0.0, 3.0, -4.0]]> : tensor<3x3xf64>
  %a = sparse_tensor.convert %ad : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>

  %e = tensor.empty() : tensor<3xf64>
  %f = linalg.fill ins(%z : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  %y = linalg.generic #mv ins(%a, %x : tensor<3x3xf64, #CSR>, tensor<3xf64>) outs(%f : tensor<3xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<3xf64>
  %v0 = vector.transfer_read %y[%c0], %z : tensor<3xf64>, vector<3xf64>
  vector.print %v0 : vector<3xf64>

  %fn = linalg.fill ins(%nz : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  %v1 = vector.transfer_read %fn[%c0], %z : tensor<3xf64>, vector<3xf64>
  vector.print %v1 : vector<3xf64>

  %ei = tensor.empty() : tensor<2x2xi32>
  %fi = linalg.fill ins(%zi : i32) outs(%ei : tensor<2x2xi32>) -> tensor<2x2xi32>
  %v2 = vector.transfer_read %fi[%c0, %c0], %zi : tensor<2x2xi32>, vector<2x2xi32>
  vector.print %v2 : vector<2x2xi32>

  %ec = tensor.empty() : tensor<2xcomplex<f32>>
  %fc = linalg.fill ins(%zc : complex<f32>) outs(%ec : tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %c1 = arith.constant 1 : index
  %x0 = tensor.extract %fc[%c1] : tensor<2xcomplex<f32>>
  %re = complex.re %x0 : complex<f32>
  %im = complex.im %x0 : complex<f32>
  vector.print %re : f32
  vector.print %im : f32

  %eg = tensor.empty() : tensor<2x3xf64>
  %g = linalg.generic #gen0 outs(%eg : tensor<2x3xf64>) {
  ^bb0(%o: f64):
    %k = arith.constant 0.0 : f64
    linalg.yield %k : f64
  } -> tensor<2x3xf64>
  %v3 = vector.transfer_read %g[%c0, %c0], %z : tensor<2x3xf64>, vector<2x3xf64>
  vector.print %v3 : vector<2x3xf64>
  return
}
