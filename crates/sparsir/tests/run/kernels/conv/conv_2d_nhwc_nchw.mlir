// conv_2d_nhwc_hwcf / nhwc_fhwc / nchw_fchw with strides and dilations over 4-D encodings (C4, DDCC, DCDC, a permuted one), sparse filters and outputs.
#C4 = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed) }>
#DCDC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : compressed, d2 : dense, d3 : compressed) }>
#DDCC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : dense, d2 : compressed, d3 : compressed) }>
#P4 = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d3 : compressed, d2 : compressed, d1 : compressed) }>
module {
  func.func @k0(%in: tensor<1x9x8x2xf64, #C4>, %f: tensor<3x3x2x2xf64>) -> tensor<1x4x4x2xf64> {
    %z = tensor.empty() : tensor<1x4x4x2xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x4x4x2xf64>) -> tensor<1x4x4x2xf64>
    %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%in, %f : tensor<1x9x8x2xf64, #C4>, tensor<3x3x2x2xf64>) outs(%o : tensor<1x4x4x2xf64>) -> tensor<1x4x4x2xf64>
    return %r : tensor<1x4x4x2xf64>
  }
  func.func @k1(%in: tensor<2x6x6x2xf64, #DDCC>, %f: tensor<3x3x2x2xf64, #C4>) -> tensor<2x4x4x2xf64, #C4> {
    %z = tensor.empty() : tensor<2x4x4x2xf64, #C4>
    %r = linalg.conv_2d_nhwc_hwcf ins(%in, %f : tensor<2x6x6x2xf64, #DDCC>, tensor<3x3x2x2xf64, #C4>) outs(%z : tensor<2x4x4x2xf64, #C4>) -> tensor<2x4x4x2xf64, #C4>
    return %r : tensor<2x4x4x2xf64, #C4>
  }
  func.func @k2(%in: tensor<1x7x7x2xf64, #DCDC>, %f: tensor<2x3x3x2xf64, #DCDC>) -> tensor<1x3x3x2xf64> {
    %z = tensor.empty() : tensor<1x3x3x2xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x3x3x2xf64>) -> tensor<1x3x3x2xf64>
    %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %f : tensor<1x7x7x2xf64, #DCDC>, tensor<2x3x3x2xf64, #DCDC>) outs(%o : tensor<1x3x3x2xf64>) -> tensor<1x3x3x2xf64>
    return %r : tensor<1x3x3x2xf64>
  }
  func.func @k3(%in: tensor<1x2x9x8xf64, #P4>, %f: tensor<2x2x3x3xf64>) -> tensor<1x2x4x4xf64> {
    %z = tensor.empty() : tensor<1x2x4x4xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
    %r = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%in, %f : tensor<1x2x9x8xf64, #P4>, tensor<2x2x3x3xf64>) outs(%o : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
    return %r : tensor<1x2x4x4xf64>
  }
  func.func @k4(%in: tensor<1x2x6x6xf64>, %f: tensor<2x2x3x3xf64, #C4>) -> tensor<1x2x4x4xf64> {
    %z = tensor.empty() : tensor<1x2x4x4xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
    %r = linalg.conv_2d_nchw_fchw ins(%in, %f : tensor<1x2x6x6xf64>, tensor<2x2x3x3xf64, #C4>) outs(%o : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
    return %r : tensor<1x2x4x4xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %di0 = arith.constant dense<[[[[3.0, 0.0], [0.0, 6.0], [0.0, 0.0], [0.0, 7.0], [4.0, -2.0], [0.0, -4.0], [-7.0, -5.0], [-6.0, 0.0]], [[0.0, 0.0], [-1.0, 9.0], [1.0, 0.0], [0.0, 0.0], [7.0, 0.0], [1.0, -2.0], [0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 4.0], [0.0, -2.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [-1.0, -5.0]], [[0.0, 0.0], [0.0, 0.0], [8.0, 0.0], [0.0, 0.0], [0.0, 6.0], [0.0, 0.0], [0.0, -8.0], [0.0, 4.0]], [[4.0, 3.0], [0.0, 0.0], [0.0, -4.0], [0.0, 2.0], [0.0, 7.0], [0.0, 0.0], [0.0, 0.0], [-2.0, -7.0]], [[-7.0, 0.0], [0.0, 0.0], [0.0, 7.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [4.0, 0.0], [0.0, -2.0]], [[7.0, -7.0], [0.0, 0.0], [0.0, 0.0], [0.0, 6.0], [0.0, 0.0], [0.0, 9.0], [-4.0, 8.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0], [0.0, -3.0], [0.0, 0.0], [0.0, 0.0], [0.0, -7.0], [-2.0, 0.0], [0.0, 0.0]], [[0.0, -5.0], [0.0, 0.0], [-7.0, 3.0], [0.0, 0.0], [0.0, 0.0], [-3.0, 0.0], [0.0, 0.0], [0.0, 0.0]]]]> : tensor<1x9x8x2xf64>
    %df0 = arith.constant dense<[[[[0.0, 0.0], [0.0, -4.0]], [[0.0, 0.0], [0.0, 0.0]], [[-5.0, -5.0], [7.0, 0.0]]], [[[-5.0, 6.0], [6.0, 0.0]], [[-2.0, 2.0], [0.0, -8.0]], [[0.0, 7.0], [0.0, 0.0]]], [[[0.0, -9.0], [4.0, 0.0]], [[2.0, 4.0], [9.0, -3.0]], [[3.0, -6.0], [0.0, -5.0]]]]> : tensor<3x3x2x2xf64>
    %si0 = sparse_tensor.convert %di0 : tensor<1x9x8x2xf64> to tensor<1x9x8x2xf64, #C4>
    %r0 = call @k0(%si0, %df0) : (tensor<1x9x8x2xf64, #C4>, tensor<3x3x2x2xf64>) -> tensor<1x4x4x2xf64>
    %pad0 = arith.constant -1.0 : f64
    %v0 = vector.transfer_read %r0[%c0, %c0, %c0, %c0], %pad0 : tensor<1x4x4x2xf64>, vector<1x4x4x2xf64>
    vector.print %v0 : vector<1x4x4x2xf64>
    %di1 = arith.constant dense<[[[[0.0, 0.0], [0.0, 6.0], [-1.0, 0.0], [-8.0, 0.0], [-4.0, 0.0], [-6.0, 0.0]], [[0.0, 0.0], [-7.0, 0.0], [0.0, 0.0], [-8.0, -5.0], [0.0, 0.0], [0.0, -6.0]], [[2.0, 0.0], [0.0, 0.0], [0.0, 0.0], [1.0, 0.0], [0.0, 0.0], [-9.0, 0.0]], [[0.0, 0.0], [0.0, 0.0], [8.0, 3.0], [0.0, -1.0], [0.0, -5.0], [0.0, -1.0]], [[-1.0, 0.0], [-2.0, 0.0], [0.0, 0.0], [7.0, 0.0], [0.0, 8.0], [0.0, 0.0]], [[0.0, 2.0], [2.0, 0.0], [-4.0, 0.0], [-1.0, 0.0], [0.0, 0.0], [0.0, -9.0]]], [[[0.0, 0.0], [1.0, 1.0], [0.0, -3.0], [0.0, -8.0], [0.0, -2.0], [0.0, -7.0]], [[0.0, 0.0], [0.0, 0.0], [0.0, -1.0], [0.0, 0.0], [-3.0, 0.0], [0.0, -7.0]], [[0.0, 0.0], [0.0, -1.0], [7.0, 0.0], [0.0, 0.0], [3.0, -9.0], [-2.0, 0.0]], [[-4.0, 0.0], [0.0, 0.0], [5.0, 0.0], [0.0, 6.0], [-9.0, 0.0], [0.0, 0.0]], [[0.0, 4.0], [-5.0, 0.0], [0.0, 0.0], [0.0, -8.0], [0.0, 0.0], [0.0, 6.0]], [[9.0, -4.0], [0.0, -5.0], [8.0, -1.0], [-3.0, 1.0], [0.0, 0.0], [0.0, 0.0]]]]> : tensor<2x6x6x2xf64>
    %df1 = arith.constant dense<[[[[0.0, 7.0], [0.0, 6.0]], [[0.0, 0.0], [0.0, 8.0]], [[4.0, -5.0], [9.0, 0.0]]], [[[-9.0, -3.0], [0.0, 0.0]], [[0.0, 8.0], [-6.0, -6.0]], [[8.0, 0.0], [0.0, 0.0]]], [[[4.0, 4.0], [0.0, 0.0]], [[0.0, 8.0], [0.0, 1.0]], [[-6.0, 0.0], [6.0, 1.0]]]]> : tensor<3x3x2x2xf64>
    %si1 = sparse_tensor.convert %di1 : tensor<2x6x6x2xf64> to tensor<2x6x6x2xf64, #DDCC>
    %sf1 = sparse_tensor.convert %df1 : tensor<3x3x2x2xf64> to tensor<3x3x2x2xf64, #C4>
    %r1 = call @k1(%si1, %sf1) : (tensor<2x6x6x2xf64, #DDCC>, tensor<3x3x2x2xf64, #C4>) -> tensor<2x4x4x2xf64, #C4>
    sparse_tensor.print %r1 : tensor<2x4x4x2xf64, #C4>
    %di2 = arith.constant dense<[[[[0.0, 0.0], [-3.0, 0.0], [-1.0, 0.0], [-3.0, 0.0], [8.0, 9.0], [0.0, 0.0], [0.0, 0.0]], [[0.0, -4.0], [0.0, 4.0], [-5.0, 0.0], [5.0, 0.0], [-9.0, 0.0], [0.0, 0.0], [0.0, -6.0]], [[7.0, 3.0], [0.0, 0.0], [3.0, 0.0], [0.0, 0.0], [0.0, 0.0], [3.0, 0.0], [-2.0, 0.0]], [[0.0, 0.0], [-5.0, -7.0], [5.0, 6.0], [6.0, 0.0], [0.0, 0.0], [6.0, 0.0], [0.0, 7.0]], [[-2.0, 0.0], [9.0, 2.0], [0.0, -5.0], [0.0, 0.0], [-4.0, 8.0], [0.0, 2.0], [-2.0, 0.0]], [[0.0, 2.0], [0.0, 4.0], [-8.0, -1.0], [0.0, 0.0], [0.0, -1.0], [-4.0, 0.0], [0.0, 0.0]], [[0.0, 7.0], [-3.0, 7.0], [0.0, 0.0], [7.0, 0.0], [-3.0, 0.0], [0.0, 0.0], [0.0, 0.0]]]]> : tensor<1x7x7x2xf64>
    %df2 = arith.constant dense<[[[[0.0, 0.0], [-5.0, 0.0], [0.0, -2.0]], [[-1.0, -1.0], [6.0, -9.0], [9.0, 9.0]], [[0.0, 0.0], [5.0, 0.0], [0.0, 8.0]]], [[[0.0, -6.0], [0.0, -8.0], [0.0, 6.0]], [[-9.0, 0.0], [6.0, 0.0], [-9.0, 5.0]], [[1.0, -6.0], [0.0, -8.0], [0.0, 4.0]]]]> : tensor<2x3x3x2xf64>
    %si2 = sparse_tensor.convert %di2 : tensor<1x7x7x2xf64> to tensor<1x7x7x2xf64, #DCDC>
    %sf2 = sparse_tensor.convert %df2 : tensor<2x3x3x2xf64> to tensor<2x3x3x2xf64, #DCDC>
    %r2 = call @k2(%si2, %sf2) : (tensor<1x7x7x2xf64, #DCDC>, tensor<2x3x3x2xf64, #DCDC>) -> tensor<1x3x3x2xf64>
    %pad2 = arith.constant -1.0 : f64
    %v2 = vector.transfer_read %r2[%c0, %c0, %c0, %c0], %pad2 : tensor<1x3x3x2xf64>, vector<1x3x3x2xf64>
    vector.print %v2 : vector<1x3x3x2xf64>
    %di3 = arith.constant dense<[[[[0.0, 0.0, -4.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 7.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [-7.0, 0.0, -8.0, 0.0, 5.0, 0.0, 0.0, -6.0], [0.0, 0.0, 6.0, 0.0, 0.0, 0.0, -5.0, -9.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, -6.0, 0.0, 0.0, -4.0], [0.0, 0.0, 0.0, 0.0, 9.0, -6.0, 0.0, 0.0], [0.0, -5.0, 0.0, 0.0, 0.0, 0.0, 5.0, 0.0]], [[3.0, 0.0, 0.0, 0.0, 0.0, 0.0, 7.0, 0.0], [9.0, 0.0, 0.0, 1.0, -8.0, 0.0, 0.0, 0.0], [-4.0, 0.0, 9.0, 2.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, -4.0, -1.0, 0.0, 0.0], [0.0, -4.0, 0.0, -4.0, 0.0, 0.0, 0.0, 0.0], [1.0, 0.0, 0.0, -8.0, 0.0, 8.0, 7.0, 0.0], [0.0, 0.0, 4.0, -6.0, -5.0, 0.0, -9.0, 2.0], [0.0, 0.0, 0.0, 0.0, 0.0, 7.0, -1.0, 0.0], [3.0, 9.0, 0.0, 0.0, 0.0, -6.0, -7.0, 0.0]]]]> : tensor<1x2x9x8xf64>
    %df3 = arith.constant dense<[[[[-5.0, -4.0, 0.0], [0.0, 0.0, -8.0], [7.0, 2.0, -5.0]], [[-3.0, 2.0, 0.0], [4.0, -6.0, 5.0], [-3.0, -7.0, 0.0]]], [[[0.0, 0.0, 5.0], [-6.0, 8.0, 0.0], [2.0, 5.0, 0.0]], [[1.0, 5.0, -1.0], [0.0, 0.0, -4.0], [0.0, -7.0, 0.0]]]]> : tensor<2x2x3x3xf64>
    %si3 = sparse_tensor.convert %di3 : tensor<1x2x9x8xf64> to tensor<1x2x9x8xf64, #P4>
    %r3 = call @k3(%si3, %df3) : (tensor<1x2x9x8xf64, #P4>, tensor<2x2x3x3xf64>) -> tensor<1x2x4x4xf64>
    %pad3 = arith.constant -1.0 : f64
    %v3 = vector.transfer_read %r3[%c0, %c0, %c0, %c0], %pad3 : tensor<1x2x4x4xf64>, vector<1x2x4x4xf64>
    vector.print %v3 : vector<1x2x4x4xf64>
    %di4 = arith.constant dense<[[[[5.0, 0.0, 0.0, 0.0, 0.0, 0.0], [6.0, 0.0, -2.0, 0.0, 0.0, 0.0], [0.0, -2.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, -4.0, 0.0], [0.0, 0.0, 0.0, -9.0, 3.0, 0.0], [1.0, 0.0, 0.0, 5.0, -8.0, 4.0]], [[0.0, 0.0, 0.0, 0.0, 3.0, -2.0], [0.0, -3.0, 0.0, 0.0, 5.0, 0.0], [-1.0, -2.0, 0.0, -6.0, 0.0, 0.0], [2.0, 8.0, 0.0, 5.0, 0.0, 0.0], [0.0, 0.0, 6.0, 0.0, 0.0, 0.0], [0.0, 4.0, 1.0, 0.0, 0.0, 3.0]]]]> : tensor<1x2x6x6xf64>
    %df4 = arith.constant dense<[[[[-5.0, -6.0, -3.0], [0.0, 1.0, 7.0], [0.0, 8.0, 0.0]], [[0.0, 0.0, 4.0], [7.0, 0.0, 0.0], [-4.0, -9.0, 2.0]]], [[[-7.0, 1.0, 0.0], [5.0, 6.0, -9.0], [7.0, 0.0, 0.0]], [[0.0, 0.0, -6.0], [-7.0, -3.0, 0.0], [1.0, 8.0, -6.0]]]]> : tensor<2x2x3x3xf64>
    %sf4 = sparse_tensor.convert %df4 : tensor<2x2x3x3xf64> to tensor<2x2x3x3xf64, #C4>
    %r4 = call @k4(%di4, %sf4) : (tensor<1x2x6x6xf64>, tensor<2x2x3x3xf64, #C4>) -> tensor<1x2x4x4xf64>
    %pad4 = arith.constant -1.0 : f64
    %v4 = vector.transfer_read %r4[%c0, %c0, %c0, %c0], %pad4 : tensor<1x2x4x4xf64>, vector<1x2x4x4xf64>
    vector.print %v4 : vector<1x2x4x4xf64>
    return
  }
}
