// tensor.extract_slice (strided, rank-reducing, dynamic offset) and tensor.insert_slice on dense tensors.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i64
    %a = arith.constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24], [30, 31, 32, 33, 34]]> : tensor<4x5xi64>
    %s = tensor.extract_slice %a[1, 0][2, 3][2, 2] : tensor<4x5xi64> to tensor<2x3xi64>
    %v = vector.transfer_read %s[%c0, %c0], %z : tensor<2x3xi64>, vector<2x3xi64>
    vector.print %v : vector<2x3xi64>
    %row = tensor.extract_slice %a[%c1, 1][1, 4][1, 1] : tensor<4x5xi64> to tensor<4xi64>
    %vr = vector.transfer_read %row[%c0], %z : tensor<4xi64>, vector<4xi64>
    vector.print %vr : vector<4xi64>
    %col = tensor.extract_slice %a[0, 4][4, 1][1, 1] : tensor<4x5xi64> to tensor<4xi64>
    %vc = vector.transfer_read %col[%c0], %z : tensor<4xi64>, vector<4xi64>
    vector.print %vc : vector<4xi64>
    %b = arith.constant dense<[-1, -2, -3]> : tensor<3xi64>
    %r = tensor.insert_slice %b into %a[2, 1][1, 3][1, 1] : tensor<3xi64> into tensor<4x5xi64>
    %vv = vector.transfer_read %r[%c0, %c0], %z : tensor<4x5xi64>, vector<4x5xi64>
    vector.print %vv : vector<4x5xi64>
    return
  }
}
