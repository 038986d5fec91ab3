// tensor.extract / tensor.insert on dense tensors, tensor.from_elements and tensor.splat.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %a = arith.constant 7 : i16
    %b = arith.constant -3 : i16
    %t = tensor.from_elements %a, %b, %b, %a, %a, %a : tensor<3x2xi16>
    %x = tensor.extract %t[%c2, %c1] : tensor<3x2xi16>
    %y = tensor.extract %t[%c0, %c1] : tensor<3x2xi16>
    vector.print %x : i16
    vector.print %y : i16
    %z = arith.constant 42 : i16
    %u = tensor.insert %z into %t[%c1, %c0] : tensor<3x2xi16>
    %p = arith.constant 0 : i16
    %vu = vector.transfer_read %u[%c0, %c0], %p : tensor<3x2xi16>, vector<3x2xi16>
    vector.print %vu : vector<3x2xi16>
    %vt = vector.transfer_read %t[%c0, %c0], %p : tensor<3x2xi16>, vector<3x2xi16>
    vector.print %vt : vector<3x2xi16>
    %f = arith.constant 1.25 : f64
    %n = arith.constant 2 : index
    %s = tensor.splat %f[%n] : tensor<?x3xf64>
    %g = tensor.insert %f into %s[%c1, %c2] : tensor<?x3xf64>
    %fz = arith.constant 0.0 : f64
    %vs = vector.transfer_read %g[%c0, %c0], %fz : tensor<?x3xf64>, vector<2x3xf64>
    vector.print %vs : vector<2x3xf64>
    %w = tensor.from_elements %f : tensor<f64>
    %e = tensor.extract %w[] : tensor<f64>
    vector.print %e : f64
    return
  }
}
