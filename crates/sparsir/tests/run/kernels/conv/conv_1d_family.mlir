// conv_1d and conv_1d_nwc_wcf / ncw_fcw with strides and dilations: sparse vector and 3-D inputs (C3, DCD, COO3), sparse filters.
#C3 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
#COO3 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique), d1 : singleton(nonunique), d2 : singleton) }>
#DCD = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : compressed, d2 : dense) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
module {
  func.func @k0(%in: tensor<12xf64, #SV>, %f: tensor<3xf64>) -> tensor<10xf64> {
    %z = tensor.empty() : tensor<10xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<10xf64>) -> tensor<10xf64>
    %r = linalg.conv_1d ins(%in, %f : tensor<12xf64, #SV>, tensor<3xf64>) outs(%o : tensor<10xf64>) -> tensor<10xf64>
    return %r : tensor<10xf64>
  }
  func.func @k1(%in: tensor<12xf64, #SV>, %f: tensor<3xf64, #SV>) -> tensor<10xf64, #SV> {
    %z = tensor.empty() : tensor<10xf64, #SV>
    %r = linalg.conv_1d ins(%in, %f : tensor<12xf64, #SV>, tensor<3xf64, #SV>) outs(%z : tensor<10xf64, #SV>) -> tensor<10xf64, #SV>
    return %r : tensor<10xf64, #SV>
  }
  func.func @k2(%in: tensor<2x14x3xf64, #C3>, %f: tensor<3x3x2xf64>) -> tensor<2x4x2xf64> {
    %z = tensor.empty() : tensor<2x4x2xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<2x4x2xf64>) -> tensor<2x4x2xf64>
    %r = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%in, %f : tensor<2x14x3xf64, #C3>, tensor<3x3x2xf64>) outs(%o : tensor<2x4x2xf64>) -> tensor<2x4x2xf64>
    return %r : tensor<2x4x2xf64>
  }
  func.func @k3(%in: tensor<2x9x3xf64, #C3>, %f: tensor<3x3x2xf64, #DCD>) -> tensor<2x7x2xf64, #C3> {
    %z = tensor.empty() : tensor<2x7x2xf64, #C3>
    %r = linalg.conv_1d_nwc_wcf ins(%in, %f : tensor<2x9x3xf64, #C3>, tensor<3x3x2xf64, #DCD>) outs(%z : tensor<2x7x2xf64, #C3>) -> tensor<2x7x2xf64, #C3>
    return %r : tensor<2x7x2xf64, #C3>
  }
  func.func @k4(%in: tensor<2x3x11xf64, #COO3>, %f: tensor<2x3x3xf64, #DCD>) -> tensor<2x2x5xf64> {
    %z = tensor.empty() : tensor<2x2x5xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<2x2x5xf64>) -> tensor<2x2x5xf64>
    %r = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%in, %f : tensor<2x3x11xf64, #COO3>, tensor<2x3x3xf64, #DCD>) outs(%o : tensor<2x2x5xf64>) -> tensor<2x2x5xf64>
    return %r : tensor<2x2x5xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %di0 = arith.constant dense<[0.0, 0.0, 0.0, 0.0, 0.0, 3.0, 0.0, 5.0, 0.0, 0.0, 0.0, 0.0]> : tensor<12xf64>
    %df0 = arith.constant dense<[5.0, 4.0, -5.0]> : tensor<3xf64>
    %si0 = sparse_tensor.convert %di0 : tensor<12xf64> to tensor<12xf64, #SV>
    %r0 = call @k0(%si0, %df0) : (tensor<12xf64, #SV>, tensor<3xf64>) -> tensor<10xf64>
    %pad0 = arith.constant -1.0 : f64
    %v0 = vector.transfer_read %r0[%c0], %pad0 : tensor<10xf64>, vector<10xf64>
    vector.print %v0 : vector<10xf64>
    %di1 = arith.constant dense<[6.0, 0.0, 4.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, -7.0, -1.0, 0.0]> : tensor<12xf64>
    %df1 = arith.constant dense<[7.0, 5.0, -4.0]> : tensor<3xf64>
    %si1 = sparse_tensor.convert %di1 : tensor<12xf64> to tensor<12xf64, #SV>
    %sf1 = sparse_tensor.convert %df1 : tensor<3xf64> to tensor<3xf64, #SV>
    %r1 = call @k1(%si1, %sf1) : (tensor<12xf64, #SV>, tensor<3xf64, #SV>) -> tensor<10xf64, #SV>
    sparse_tensor.print %r1 : tensor<10xf64, #SV>
    %di2 = arith.constant dense<[[[0.0, 8.0, 5.0], [0.0, 0.0, -4.0], [0.0, 0.0, 0.0], [7.0, -3.0, 1.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [-3.0, -7.0, 0.0], [0.0, -2.0, 7.0], [0.0, 0.0, 0.0], [0.0, 7.0, 8.0], [0.0, 0.0, -6.0], [7.0, 0.0, 0.0], [-1.0, -1.0, -2.0], [0.0, -1.0, 0.0]], [[0.0, 0.0, 2.0], [0.0, -8.0, 0.0], [0.0, 0.0, 8.0], [5.0, 0.0, -6.0], [0.0, 0.0, -4.0], [0.0, 2.0, 0.0], [0.0, 7.0, 0.0], [2.0, -8.0, -3.0], [0.0, 0.0, 9.0], [0.0, -5.0, 0.0], [0.0, 4.0, -3.0], [0.0, 0.0, -7.0], [0.0, 0.0, -2.0], [0.0, 8.0, 0.0]]]> : tensor<2x14x3xf64>
    %df2 = arith.constant dense<[[[0.0, 5.0], [4.0, 0.0], [-3.0, 0.0]], [[0.0, 0.0], [6.0, 6.0], [5.0, 4.0]], [[0.0, 6.0], [0.0, -1.0], [-2.0, 7.0]]]> : tensor<3x3x2xf64>
    %si2 = sparse_tensor.convert %di2 : tensor<2x14x3xf64> to tensor<2x14x3xf64, #C3>
    %r2 = call @k2(%si2, %df2) : (tensor<2x14x3xf64, #C3>, tensor<3x3x2xf64>) -> tensor<2x4x2xf64>
    %pad2 = arith.constant -1.0 : f64
    %v2 = vector.transfer_read %r2[%c0, %c0, %c0], %pad2 : tensor<2x4x2xf64>, vector<2x4x2xf64>
    vector.print %v2 : vector<2x4x2xf64>
    %di3 = arith.constant dense<[[[0.0, -3.0, 0.0], [0.0, -5.0, 0.0], [-6.0, 0.0, 0.0], [0.0, 0.0, 7.0], [0.0, 0.0, 2.0], [0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 6.0, 5.0], [0.0, 0.0, 8.0]], [[-1.0, 7.0, 0.0], [0.0, 0.0, -4.0], [0.0, 8.0, 0.0], [9.0, 0.0, 4.0], [9.0, 0.0, -7.0], [0.0, 0.0, -7.0], [0.0, 0.0, 0.0], [0.0, 0.0, -8.0], [8.0, 0.0, 0.0]]]> : tensor<2x9x3xf64>
    %df3 = arith.constant dense<[[[-6.0, 8.0], [3.0, 0.0], [9.0, -9.0]], [[0.0, 0.0], [2.0, -8.0], [0.0, 0.0]], [[4.0, 0.0], [0.0, -6.0], [0.0, -5.0]]]> : tensor<3x3x2xf64>
    %si3 = sparse_tensor.convert %di3 : tensor<2x9x3xf64> to tensor<2x9x3xf64, #C3>
    %sf3 = sparse_tensor.convert %df3 : tensor<3x3x2xf64> to tensor<3x3x2xf64, #DCD>
    %r3 = call @k3(%si3, %sf3) : (tensor<2x9x3xf64, #C3>, tensor<3x3x2xf64, #DCD>) -> tensor<2x7x2xf64, #C3>
    sparse_tensor.print %r3 : tensor<2x7x2xf64, #C3>
    %di4 = arith.constant dense<[[[5.0, 1.0, -3.0, 0.0, 0.0, 5.0, 0.0, -6.0, 0.0, 0.0, 0.0], [-9.0, 0.0, 0.0, 0.0, 0.0, 6.0, 0.0, -1.0, 0.0, 6.0, 0.0], [-5.0, 0.0, 0.0, 8.0, 0.0, 1.0, 0.0, -9.0, 0.0, 0.0, 3.0]], [[0.0, 0.0, 1.0, 0.0, 0.0, -3.0, 0.0, 1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 1.0, -1.0, 3.0, 0.0, 9.0, -4.0, 0.0], [5.0, -1.0, 0.0, -7.0, 8.0, -2.0, 1.0, 5.0, -9.0, 0.0, 0.0]]]> : tensor<2x3x11xf64>
    %df4 = arith.constant dense<[[[0.0, 4.0, 0.0], [5.0, 0.0, -3.0], [-7.0, 0.0, -9.0]], [[9.0, 0.0, -4.0], [0.0, 2.0, 1.0], [-3.0, 0.0, 0.0]]]> : tensor<2x3x3xf64>
    %si4 = sparse_tensor.convert %di4 : tensor<2x3x11xf64> to tensor<2x3x11xf64, #COO3>
    %sf4 = sparse_tensor.convert %df4 : tensor<2x3x3xf64> to tensor<2x3x3xf64, #DCD>
    %r4 = call @k4(%si4, %sf4) : (tensor<2x3x11xf64, #COO3>, tensor<2x3x3xf64, #DCD>) -> tensor<2x2x5xf64>
    %pad4 = arith.constant -1.0 : f64
    %v4 = vector.transfer_read %r4[%c0, %c0, %c0], %pad4 : tensor<2x2x5xf64>, vector<2x2x5xf64>
    vector.print %v4 : vector<2x2x5xf64>
    return
  }
}
