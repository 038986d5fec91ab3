// depthwise convolutions (1-D, 2-D, with a channel multiplier, quantized) over sparse inputs and filters.
#C3 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
#C4 = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed) }>
#DCD = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : compressed, d2 : dense) }>
#DDCC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : dense, d2 : compressed, d3 : compressed) }>
module {
  func.func @k0(%in: tensor<2x9x3xf64, #C3>, %f: tensor<3x3xf64>) -> tensor<2x4x3xf64> {
    %z = tensor.empty() : tensor<2x4x3xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<2x4x3xf64>) -> tensor<2x4x3xf64>
    %r = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%in, %f : tensor<2x9x3xf64, #C3>, tensor<3x3xf64>) outs(%o : tensor<2x4x3xf64>) -> tensor<2x4x3xf64>
    return %r : tensor<2x4x3xf64>
  }
  func.func @k1(%in: tensor<1x8x2xf64, #DCD>, %f: tensor<3x2x2xf64, #C3>) -> tensor<1x6x2x2xf64> {
    %z = tensor.empty() : tensor<1x6x2x2xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x6x2x2xf64>) -> tensor<1x6x2x2xf64>
    %r = linalg.depthwise_conv_1d_nwc_wcm ins(%in, %f : tensor<1x8x2xf64, #DCD>, tensor<3x2x2xf64, #C3>) outs(%o : tensor<1x6x2x2xf64>) -> tensor<1x6x2x2xf64>
    return %r : tensor<1x6x2x2xf64>
  }
  func.func @k2(%in: tensor<1x9x8x2xf64, #C4>, %f: tensor<3x3x2xf64, #C3>) -> tensor<1x4x4x2xf64> {
    %z = tensor.empty() : tensor<1x4x4x2xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x4x4x2xf64>) -> tensor<1x4x4x2xf64>
    %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%in, %f : tensor<1x9x8x2xf64, #C4>, tensor<3x3x2xf64, #C3>) outs(%o : tensor<1x4x4x2xf64>) -> tensor<1x4x4x2xf64>
    return %r : tensor<1x4x4x2xf64>
  }
  func.func @k3(%in: tensor<1x2x6x6xf64, #DDCC>, %f: tensor<2x3x3xf64>) -> tensor<1x2x4x4xf64, #DDCC> {
    %z = tensor.empty() : tensor<1x2x4x4xf64, #DDCC>
    %r = linalg.depthwise_conv_2d_nchw_chw ins(%in, %f : tensor<1x2x6x6xf64, #DDCC>, tensor<2x3x3xf64>) outs(%z : tensor<1x2x4x4xf64, #DDCC>) -> tensor<1x2x4x4xf64, #DDCC>
    return %r : tensor<1x2x4x4xf64, #DDCC>
  }
  func.func @k4(%in: tensor<1x6x6x2xi8, #C4>, %f: tensor<3x3x2xi8>, %izp: i32, %fzp: i32) -> tensor<1x4x4x2xi32> {
    %z = tensor.empty() : tensor<1x4x4x2xi32>
    %c = arith.constant 0 : i32
    %o = linalg.fill ins(%c : i32) outs(%z : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
    %r = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%in, %f, %izp, %fzp : tensor<1x6x6x2xi8, #C4>, tensor<3x3x2xi8>, i32, i32) outs(%o : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
    return %r : tensor<1x4x4x2xi32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %di0 = arith.constant dense<[[[0.0, 0.0, -5.0], [1.0, 0.0, -5.0], [5.0, 0.0, 5.0], [4.0, -4.0, 6.0], [0.0, 0.0, 0.0], [0.0, 0.0, 2.0], [0.0, 0.0, 0.0], [9.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [1.0, 0.0, 5.0], [9.0, -1.0, 0.0], [0.0, 0.0, 9.0], [2.0, 3.0, 0.0], [-9.0, -3.0, 0.0], [0.0, 2.0, 0.0], [0.0, -7.0, -3.0], [0.0, 0.0, 3.0]]]> : tensor<2x9x3xf64>
    %df0 = arith.constant dense<[[0.0, -9.0, 0.0], [-9.0, 0.0, 0.0], [0.0, 0.0, 6.0]]> : tensor<3x3xf64>
    %si0 = sparse_tensor.convert %di0 : tensor<2x9x3xf64> to tensor<2x9x3xf64, #C3>
    %r0 = call @k0(%si0, %df0) : (tensor<2x9x3xf64, #C3>, tensor<3x3xf64>) -> tensor<2x4x3xf64>
    %pad0 = arith.constant -1.0 : f64
    %v0 = vector.transfer_read %r0[%c0, %c0, %c0], %pad0 : tensor<2x4x3xf64>, vector<2x4x3xf64>
    vector.print %v0 : vector<2x4x3xf64>
    %di1 = arith.constant dense<[[[0.0, 1.0], [0.0, 5.0], [0.0, 0.0], [-6.0, 0.0], [-6.0, 0.0], [4.0, 0.0], [0.0, 0.0], [0.0, 0.0]]]> : tensor<1x8x2xf64>
    %df1 = arith.constant dense<[[[1.0, 0.0], [0.0, -6.0]], [[5.0, 6.0], [-3.0, 0.0]], [[9.0, 0.0], [0.0, 0.0]]]> : tensor<3x2x2xf64>
    %si1 = sparse_tensor.convert %di1 : tensor<1x8x2xf64> to tensor<1x8x2xf64, #DCD>
    %sf1 = sparse_tensor.convert %df1 : tensor<3x2x2xf64> to tensor<3x2x2xf64, #C3>
    %r1 = call @k1(%si1, %sf1) : (tensor<1x8x2xf64, #DCD>, tensor<3x2x2xf64, #C3>) -> tensor<1x6x2x2xf64>
    %pad1 = arith.constant -1.0 : f64
    %v1 = vector.transfer_read %r1[%c0, %c0, %c0, %c0], %pad1 : tensor<1x6x2x2xf64>, vector<1x6x2x2xf64>
    vector.print %v1 : vector<1x6x2x2xf64>
    %di2 = arith.constant dense<[[[[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, -2.0], [0.0, 0.0], [6.0, 0.0], [0.0, -8.0], [-8.0, -8.0]], [[0.0, 0.0], [6.0, 0.0], [0.0, 0.0], [-8.0, 4.0], [-9.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]], [[-3.0, 0.0], [-5.0, 1.0], [0.0, 0.0], [0.0, -2.0], [-5.0, 0.0], [0.0, 0.0], [0.0, -3.0], [0.0, 0.0]], [[0.0, 9.0], [0.0, 0.0], [0.0, 1.0], [0.0, 0.0], [0.0, 8.0], [0.0, 0.0], [5.0, 0.0], [0.0, 0.0]], [[-1.0, 0.0], [-4.0, 3.0], [0.0, 0.0], [-2.0, 0.0], [0.0, 7.0], [0.0, 2.0], [0.0, 0.0], [0.0, 3.0]], [[0.0, 4.0], [-7.0, 0.0], [3.0, 0.0], [6.0, 0.0], [-8.0, 0.0], [0.0, 0.0], [9.0, 0.0], [0.0, 0.0]], [[-6.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [9.0, -8.0], [0.0, 0.0], [0.0, 0.0], [0.0, 1.0]], [[0.0, 0.0], [0.0, -4.0], [0.0, -9.0], [0.0, 3.0], [0.0, 0.0], [0.0, 9.0], [-9.0, 0.0], [0.0, -7.0]], [[7.0, 0.0], [0.0, 0.0], [-6.0, 0.0], [7.0, 4.0], [0.0, 5.0], [-7.0, 2.0], [0.0, 0.0], [-3.0, 0.0]]]]> : tensor<1x9x8x2xf64>
    %df2 = arith.constant dense<[[[-8.0, 3.0], [0.0, 1.0], [-1.0, 0.0]], [[0.0, 3.0], [6.0, -7.0], [-5.0, 1.0]], [[-3.0, 0.0], [0.0, -1.0], [-1.0, -1.0]]]> : tensor<3x3x2xf64>
    %si2 = sparse_tensor.convert %di2 : tensor<1x9x8x2xf64> to tensor<1x9x8x2xf64, #C4>
    %sf2 = sparse_tensor.convert %df2 : tensor<3x3x2xf64> to tensor<3x3x2xf64, #C3>
    %r2 = call @k2(%si2, %sf2) : (tensor<1x9x8x2xf64, #C4>, tensor<3x3x2xf64, #C3>) -> tensor<1x4x4x2xf64>
    %pad2 = arith.constant -1.0 : f64
    %v2 = vector.transfer_read %r2[%c0, %c0, %c0, %c0], %pad2 : tensor<1x4x4x2xf64>, vector<1x4x4x2xf64>
    vector.print %v2 : vector<1x4x4x2xf64>
    %di3 = arith.constant dense<[[[[0.0, 0.0, 1.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, -7.0, 8.0, 7.0], [4.0, 0.0, 0.0, -9.0, 0.0, -9.0], [0.0, 0.0, 0.0, 0.0, 0.0, 7.0], [0.0, 0.0, 0.0, 0.0, 0.0, 3.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], [[-8.0, -8.0, -5.0, 0.0, -9.0, 0.0], [0.0, 0.0, -6.0, 0.0, 0.0, 0.0], [-3.0, 9.0, 0.0, 0.0, 0.0, 9.0], [0.0, 2.0, 8.0, 0.0, 3.0, 0.0], [0.0, 0.0, 0.0, 3.0, 0.0, -4.0], [1.0, 5.0, 0.0, 0.0, 0.0, 0.0]]]]> : tensor<1x2x6x6xf64>
    %df3 = arith.constant dense<[[[-8.0, 7.0, 8.0], [3.0, 7.0, -8.0], [-5.0, -8.0, -2.0]], [[2.0, -5.0, 9.0], [-1.0, -2.0, -6.0], [4.0, -4.0, 4.0]]]> : tensor<2x3x3xf64>
    %si3 = sparse_tensor.convert %di3 : tensor<1x2x6x6xf64> to tensor<1x2x6x6xf64, #DDCC>
    %r3 = call @k3(%si3, %df3) : (tensor<1x2x6x6xf64, #DDCC>, tensor<2x3x3xf64>) -> tensor<1x2x4x4xf64, #DDCC>
    sparse_tensor.print %r3 : tensor<1x2x4x4xf64, #DDCC>
    %di4 = arith.constant dense<[[[[0, 2], [0, 0], [0, -2], [0, 0], [0, 0], [-1, -5]], [[0, 0], [0, 0], [0, 0], [4, 0], [4, -9], [0, 0]], [[0, 7], [0, 0], [0, 0], [0, 1], [0, 0], [0, 6]], [[0, 0], [3, 3], [0, 0], [9, 0], [0, 0], [1, 0]], [[1, 0], [0, 0], [0, 0], [0, 0], [-1, 0], [1, 5]], [[0, 0], [-2, 0], [8, 0], [-7, 0], [-9, 0], [0, 0]]]]> : tensor<1x6x6x2xi8>
    %df4 = arith.constant dense<[[[0, 0], [0, 0], [0, -1]], [[9, 3], [0, 8], [8, 0]], [[0, 7], [-5, -5], [-7, 0]]]> : tensor<3x3x2xi8>
    %si4 = sparse_tensor.convert %di4 : tensor<1x6x6x2xi8> to tensor<1x6x6x2xi8, #C4>
    %izp4 = arith.constant 1 : i32
    %fzp4 = arith.constant 0 : i32
    %r4 = call @k4(%si4, %df4, %izp4, %fzp4) : (tensor<1x6x6x2xi8, #C4>, tensor<3x3x2xi8>, i32, i32) -> tensor<1x4x4x2xi32>
    %pad4 = arith.constant -1 : i32
    %v4 = vector.transfer_read %r4[%c0, %c0, %c0, %c0], %pad4 : tensor<1x4x4x2xi32>, vector<1x4x4x2xi32>
    vector.print %v4 : vector<1x4x4x2xi32>
    return
  }
}
