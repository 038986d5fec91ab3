// linalg.fill of a complex scalar: the implicit region yields a complex<f64>, not its
// f64 parts (the verifier once took a complex scalar for a container of its parts).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 3 : index
  %e = tensor.empty(%n) : tensor<?xcomplex<f64>>
  %z = complex.constant [1.5, -2.0] : complex<f64>
  %r = linalg.fill ins(%z : complex<f64>) outs(%e : tensor<?xcomplex<f64>>) -> tensor<?xcomplex<f64>>
  %a = tensor.extract %r[%c0] : tensor<?xcomplex<f64>>
  %b = tensor.extract %r[%c2] : tensor<?xcomplex<f64>>
  %are = complex.re %a : complex<f64>
  %bim = complex.im %b : complex<f64>
  vector.print %are : f64
  vector.print %bim : f64
  return
}
