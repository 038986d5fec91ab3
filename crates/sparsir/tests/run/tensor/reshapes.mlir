// tensor.expand_shape / collapse_shape (dense, dynamic sizes; sparse with encodings) and tensor.reshape with an i32 shape tensor.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i8
    %a = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]> : tensor<12xi8>
    %n = arith.constant 4 : index
    %ad = tensor.cast %a : tensor<12xi8> to tensor<?xi8>
    %x = tensor.expand_shape %ad [[0, 1]] output_shape [3, %n] : tensor<?xi8> into tensor<3x?xi8>
    %vx = vector.transfer_read %x[%c0, %c0], %z : tensor<3x?xi8>, vector<3x4xi8>
    vector.print %vx : vector<3x4xi8>
    %xs = tensor.cast %x : tensor<3x?xi8> to tensor<3x4xi8>
    %y = tensor.expand_shape %xs [[0], [1, 2]] output_shape [3, 2, 2] : tensor<3x4xi8> into tensor<3x2x2xi8>
    %c = tensor.collapse_shape %y [[0, 1], [2]] : tensor<3x2x2xi8> into tensor<6x2xi8>
    %vc = vector.transfer_read %c[%c0, %c0], %z : tensor<6x2xi8>, vector<6x2xi8>
    vector.print %vc : vector<6x2xi8>
    %dyn = tensor.cast %c : tensor<6x2xi8> to tensor<?x2xi8>
    %f = tensor.collapse_shape %dyn [[0, 1]] : tensor<?x2xi8> into tensor<?xi8>
    %fd = tensor.dim %f, %c0 : tensor<?xi8>
    vector.print %fd : index
    %shape = arith.constant dense<[2, 6]> : tensor<2xi32>
    %r = tensor.reshape %a(%shape) : (tensor<12xi8>, tensor<2xi32>) -> tensor<2x6xi8>
    %vr = vector.transfer_read %r[%c0, %c0], %z : tensor<2x6xi8>, vector<2x6xi8>
    vector.print %vr : vector<2x6xi8>
    %d = arith.constant dense<[[0.0, 1.0, 0.0, 2.0], [0.0, 0.0, 0.0, 3.0]]> : tensor<2x4xf32>
    %s = sparse_tensor.convert %d : tensor<2x4xf32> to tensor<2x4xf32, #CSR>
    %e = tensor.expand_shape %s [[0], [1, 2]] output_shape [2, 2, 2] : tensor<2x4xf32, #CSR> into tensor<2x2x2xf32, #CSF>
    sparse_tensor.print %e : tensor<2x2x2xf32, #CSF>
    %v = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32, #CSR> into tensor<8xf32, #SV>
    sparse_tensor.print %v : tensor<8xf32, #SV>
    return
  }
}
