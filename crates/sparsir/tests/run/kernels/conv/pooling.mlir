// pooling (sum, max, min, unsigned) over sparse inputs, with strides and dilations; the window operand is a dense shape-only tensor.
#C4 = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed) }>
#DCDC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : compressed, d2 : dense, d3 : compressed) }>
#DDCC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : dense, d2 : compressed, d3 : compressed) }>
module {
  func.func @k0(%in: tensor<1x9x8x2xf64, #C4>, %f: tensor<3x3xf64>) -> tensor<1x4x4x2xf64> {
    %z = tensor.empty() : tensor<1x4x4x2xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x4x4x2xf64>) -> tensor<1x4x4x2xf64>
    %r = linalg.pooling_nhwc_sum {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%in, %f : tensor<1x9x8x2xf64, #C4>, tensor<3x3xf64>) outs(%o : tensor<1x4x4x2xf64>) -> tensor<1x4x4x2xf64>
    return %r : tensor<1x4x4x2xf64>
  }
  func.func @k1(%in: tensor<1x6x6x1xf64, #DDCC>, %f: tensor<2x2xf64>) -> tensor<1x5x5x1xf64> {
    %z = tensor.empty() : tensor<1x5x5x1xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x5x5x1xf64>) -> tensor<1x5x5x1xf64>
    %r = linalg.pooling_nhwc_sum ins(%in, %f : tensor<1x6x6x1xf64, #DDCC>, tensor<2x2xf64>) outs(%o : tensor<1x5x5x1xf64>) -> tensor<1x5x5x1xf64>
    return %r : tensor<1x5x5x1xf64>
  }
  func.func @k2(%in: tensor<1x2x6x6xf64, #DCDC>, %f: tensor<3x3xf64>) -> tensor<1x2x4x4xf64> {
    %z = tensor.empty() : tensor<1x2x4x4xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
    %r = linalg.pooling_nchw_sum ins(%in, %f : tensor<1x2x6x6xf64, #DCDC>, tensor<3x3xf64>) outs(%o : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
    return %r : tensor<1x2x4x4xf64>
  }
  func.func @k3(%in: tensor<1x6x6x1xf64>, %f: tensor<2x2xf64>) -> tensor<1x5x5x1xf64> {
    %z = tensor.empty() : tensor<1x5x5x1xf64>
    %c = arith.constant -100.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x5x5x1xf64>) -> tensor<1x5x5x1xf64>
    %r = linalg.pooling_nhwc_max ins(%in, %f : tensor<1x6x6x1xf64>, tensor<2x2xf64>) outs(%o : tensor<1x5x5x1xf64>) -> tensor<1x5x5x1xf64>
    return %r : tensor<1x5x5x1xf64>
  }
  func.func @k4(%in: tensor<1x10x2xf64>, %f: tensor<3xf64>) -> tensor<1x6x2xf64> {
    %z = tensor.empty() : tensor<1x6x2xf64>
    %c = arith.constant 100.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x6x2xf64>) -> tensor<1x6x2xf64>
    %r = linalg.pooling_nwc_min {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%in, %f : tensor<1x10x2xf64>, tensor<3xf64>) outs(%o : tensor<1x6x2xf64>) -> tensor<1x6x2xf64>
    return %r : tensor<1x6x2xf64>
  }
  func.func @k5(%in: tensor<1x5x5x1xi8>, %f: tensor<2x2xi8>) -> tensor<1x4x4x1xi32> {
    %z = tensor.empty() : tensor<1x4x4x1xi32>
    %c = arith.constant 0 : i32
    %o = linalg.fill ins(%c : i32) outs(%z : tensor<1x4x4x1xi32>) -> tensor<1x4x4x1xi32>
    %r = linalg.pooling_nhwc_max_unsigned ins(%in, %f : tensor<1x5x5x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x4x4x1xi32>) -> tensor<1x4x4x1xi32>
    return %r : tensor<1x4x4x1xi32>
  }
  func.func @k6(%in: tensor<1x2x7xf64>, %f: tensor<3xf64>) -> tensor<1x2x5xf64> {
    %z = tensor.empty() : tensor<1x2x5xf64>
    %c = arith.constant -100.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x2x5xf64>) -> tensor<1x2x5xf64>
    %r = linalg.pooling_ncw_max ins(%in, %f : tensor<1x2x7xf64>, tensor<3xf64>) outs(%o : tensor<1x2x5xf64>) -> tensor<1x2x5xf64>
    return %r : tensor<1x2x5xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %di0 = arith.constant dense<[[[[0.0, 2.0], [0.0, 0.0], [0.0, -9.0], [-2.0, 0.0], [0.0, 8.0], [-8.0, 1.0], [0.0, 0.0], [2.0, 0.0]], [[-4.0, -6.0], [0.0, -8.0], [3.0, 0.0], [0.0, -3.0], [0.0, 7.0], [0.0, -1.0], [-5.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [-4.0, 0.0], [6.0, 0.0], [0.0, -1.0], [0.0, 0.0], [-5.0, -8.0]], [[0.0, -9.0], [0.0, -1.0], [0.0, 0.0], [-8.0, 0.0], [0.0, 6.0], [0.0, 0.0], [0.0, 0.0], [6.0, -1.0]], [[0.0, -9.0], [0.0, -6.0], [-3.0, -4.0], [0.0, -3.0], [0.0, 0.0], [0.0, 0.0], [3.0, 0.0], [-4.0, 3.0]], [[0.0, 6.0], [-5.0, 0.0], [0.0, 0.0], [0.0, 0.0], [-1.0, -6.0], [1.0, -4.0], [4.0, 0.0], [0.0, 0.0]], [[6.0, 0.0], [-4.0, -7.0], [4.0, 7.0], [0.0, 0.0], [-4.0, 0.0], [0.0, 0.0], [-8.0, 0.0], [-7.0, -3.0]], [[0.0, 0.0], [0.0, -5.0], [0.0, 0.0], [4.0, 2.0], [0.0, 0.0], [0.0, -6.0], [0.0, -9.0], [5.0, -7.0]], [[0.0, 0.0], [0.0, -2.0], [0.0, 0.0], [0.0, 0.0], [-2.0, -1.0], [1.0, 0.0], [-9.0, 0.0], [-3.0, 6.0]]]]> : tensor<1x9x8x2xf64>
    %df0 = arith.constant dense<[[-4.0, 0.0, 0.0], [8.0, 2.0, 0.0], [9.0, 0.0, 0.0]]> : tensor<3x3xf64>
    %si0 = sparse_tensor.convert %di0 : tensor<1x9x8x2xf64> to tensor<1x9x8x2xf64, #C4>
    %r0 = call @k0(%si0, %df0) : (tensor<1x9x8x2xf64, #C4>, tensor<3x3xf64>) -> tensor<1x4x4x2xf64>
    %pad0 = arith.constant -1.0 : f64
    %v0 = vector.transfer_read %r0[%c0, %c0, %c0, %c0], %pad0 : tensor<1x4x4x2xf64>, vector<1x4x4x2xf64>
    vector.print %v0 : vector<1x4x4x2xf64>
    %di1 = arith.constant dense<[[[[0.0], [0.0], [9.0], [0.0], [0.0], [-5.0]], [[4.0], [0.0], [0.0], [-3.0], [0.0], [0.0]], [[1.0], [1.0], [2.0], [0.0], [0.0], [-4.0]], [[8.0], [0.0], [6.0], [6.0], [0.0], [2.0]], [[-5.0], [2.0], [0.0], [0.0], [0.0], [1.0]], [[0.0], [-2.0], [0.0], [0.0], [-9.0], [0.0]]]]> : tensor<1x6x6x1xf64>
    %df1 = arith.constant dense<[[0.0, 0.0], [0.0, 5.0]]> : tensor<2x2xf64>
    %si1 = sparse_tensor.convert %di1 : tensor<1x6x6x1xf64> to tensor<1x6x6x1xf64, #DDCC>
    %r1 = call @k1(%si1, %df1) : (tensor<1x6x6x1xf64, #DDCC>, tensor<2x2xf64>) -> tensor<1x5x5x1xf64>
    %pad1 = arith.constant -1.0 : f64
    %v1 = vector.transfer_read %r1[%c0, %c0, %c0, %c0], %pad1 : tensor<1x5x5x1xf64>, vector<1x5x5x1xf64>
    vector.print %v1 : vector<1x5x5x1xf64>
    %di2 = arith.constant dense<[[[[-5.0, 2.0, 0.0, 0.0, 0.0, 8.0], [0.0, 0.0, 0.0, 0.0, 0.0, -8.0], [-3.0, 0.0, 0.0, 0.0, 0.0, -4.0], [0.0, 0.0, 6.0, 0.0, 0.0, 0.0], [7.0, 0.0, 3.0, 0.0, -2.0, 0.0], [0.0, 0.0, 0.0, 2.0, 0.0, 0.0]], [[-4.0, 0.0, 3.0, 9.0, 0.0, 0.0], [0.0, -4.0, -2.0, 5.0, 0.0, -6.0], [2.0, 0.0, 9.0, 1.0, -2.0, -2.0], [0.0, -5.0, -4.0, 4.0, -2.0, 0.0], [0.0, 0.0, -1.0, 0.0, 0.0, 0.0], [0.0, -2.0, 0.0, 0.0, 0.0, 0.0]]]]> : tensor<1x2x6x6xf64>
    %df2 = arith.constant dense<[[-7.0, 1.0, 4.0], [-6.0, 0.0, 8.0], [0.0, -3.0, 4.0]]> : tensor<3x3xf64>
    %si2 = sparse_tensor.convert %di2 : tensor<1x2x6x6xf64> to tensor<1x2x6x6xf64, #DCDC>
    %r2 = call @k2(%si2, %df2) : (tensor<1x2x6x6xf64, #DCDC>, tensor<3x3xf64>) -> tensor<1x2x4x4xf64>
    %pad2 = arith.constant -1.0 : f64
    %v2 = vector.transfer_read %r2[%c0, %c0, %c0, %c0], %pad2 : tensor<1x2x4x4xf64>, vector<1x2x4x4xf64>
    vector.print %v2 : vector<1x2x4x4xf64>
    %di3 = arith.constant dense<[[[[0.0], [0.0], [0.0], [-8.0], [0.0], [2.0]], [[-2.0], [-5.0], [0.0], [0.0], [2.0], [0.0]], [[6.0], [0.0], [0.0], [0.0], [0.0], [-8.0]], [[0.0], [0.0], [-4.0], [0.0], [-7.0], [0.0]], [[0.0], [0.0], [0.0], [0.0], [4.0], [0.0]], [[0.0], [3.0], [0.0], [0.0], [0.0], [9.0]]]]> : tensor<1x6x6x1xf64>
    %df3 = arith.constant dense<[[-1.0, 0.0], [0.0, 0.0]]> : tensor<2x2xf64>
    %r3 = call @k3(%di3, %df3) : (tensor<1x6x6x1xf64>, tensor<2x2xf64>) -> tensor<1x5x5x1xf64>
    %pad3 = arith.constant -1.0 : f64
    %v3 = vector.transfer_read %r3[%c0, %c0, %c0, %c0], %pad3 : tensor<1x5x5x1xf64>, vector<1x5x5x1xf64>
    vector.print %v3 : vector<1x5x5x1xf64>
    %di4 = arith.constant dense<[[[0.0, 0.0], [-2.0, -1.0], [0.0, 0.0], [1.0, 0.0], [0.0, 0.0], [0.0, 0.0], [-5.0, 0.0], [0.0, 1.0], [0.0, 0.0], [1.0, 2.0]]]> : tensor<1x10x2xf64>
    %df4 = arith.constant dense<[-5.0, 7.0, -6.0]> : tensor<3xf64>
    %r4 = call @k4(%di4, %df4) : (tensor<1x10x2xf64>, tensor<3xf64>) -> tensor<1x6x2xf64>
    %pad4 = arith.constant -1.0 : f64
    %v4 = vector.transfer_read %r4[%c0, %c0, %c0], %pad4 : tensor<1x6x2xf64>, vector<1x6x2xf64>
    vector.print %v4 : vector<1x6x2xf64>
    %di5 = arith.constant dense<[[[[0], [0], [0], [-9], [6]], [[-9], [0], [0], [0], [0]], [[-4], [0], [4], [0], [0]], [[0], [0], [-3], [-4], [0]], [[0], [2], [0], [0], [0]]]]> : tensor<1x5x5x1xi8>
    %df5 = arith.constant dense<[[-4, 7], [-9, -7]]> : tensor<2x2xi8>
    %r5 = call @k5(%di5, %df5) : (tensor<1x5x5x1xi8>, tensor<2x2xi8>) -> tensor<1x4x4x1xi32>
    %pad5 = arith.constant -1 : i32
    %v5 = vector.transfer_read %r5[%c0, %c0, %c0, %c0], %pad5 : tensor<1x4x4x1xi32>, vector<1x4x4x1xi32>
    vector.print %v5 : vector<1x4x4x1xi32>
    %di6 = arith.constant dense<[[[-3.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0], [-8.0, 6.0, 0.0, 0.0, 3.0, 0.0, 0.0]]]> : tensor<1x2x7xf64>
    %df6 = arith.constant dense<[3.0, 0.0, 0.0]> : tensor<3xf64>
    %r6 = call @k6(%di6, %df6) : (tensor<1x2x7xf64>, tensor<3xf64>) -> tensor<1x2x5xf64>
    %pad6 = arith.constant -1.0 : f64
    %v6 = vector.transfer_read %r6[%c0, %c0, %c0], %pad6 : tensor<1x2x5xf64>, vector<1x2x5xf64>
    vector.print %v6 : vector<1x2x5xf64>
    return
  }
}
