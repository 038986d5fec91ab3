// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 cannot sparsify max/min pooling over a sparse input (its pipeline fails to legalize). A sparse tensor means its dense form, so the .expected is what MLIR 22 prints for a copy of this program whose kernel inputs have no encoding (the converts and encodings on the inputs removed).
#C3 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
#C4 = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed) }>
#DCDC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : compressed, d2 : dense, d3 : compressed) }>
module {
  func.func @k0(%in: tensor<1x6x6x1xf64, #C4>, %f: tensor<2x2xf64>) -> tensor<1x5x5x1xf64> {
    %z = tensor.empty() : tensor<1x5x5x1xf64>
    %c = arith.constant -100.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x5x5x1xf64>) -> tensor<1x5x5x1xf64>
    %r = linalg.pooling_nhwc_max ins(%in, %f : tensor<1x6x6x1xf64, #C4>, tensor<2x2xf64>) outs(%o : tensor<1x5x5x1xf64>) -> tensor<1x5x5x1xf64>
    return %r : tensor<1x5x5x1xf64>
  }
  func.func @k1(%in: tensor<1x10x2xf64, #C3>, %f: tensor<3xf64>) -> tensor<1x6x2xf64> {
    %z = tensor.empty() : tensor<1x6x2xf64>
    %c = arith.constant 100.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x6x2xf64>) -> tensor<1x6x2xf64>
    %r = linalg.pooling_nwc_min {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%in, %f : tensor<1x10x2xf64, #C3>, tensor<3xf64>) outs(%o : tensor<1x6x2xf64>) -> tensor<1x6x2xf64>
    return %r : tensor<1x6x2xf64>
  }
  func.func @k2(%in: tensor<1x2x5x5xf64, #DCDC>, %f: tensor<2x2xf64>) -> tensor<1x2x4x4xf64> {
    %z = tensor.empty() : tensor<1x2x4x4xf64>
    %c = arith.constant -100.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
    %r = linalg.pooling_nchw_max ins(%in, %f : tensor<1x2x5x5xf64, #DCDC>, tensor<2x2xf64>) outs(%o : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
    return %r : tensor<1x2x4x4xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %di0 = arith.constant dense<[[[[0.0], [0.0], [0.0], [-9.0], [-7.0], [0.0]], [[0.0], [8.0], [0.0], [0.0], [5.0], [0.0]], [[-5.0], [0.0], [0.0], [2.0], [0.0], [0.0]], [[0.0], [0.0], [0.0], [2.0], [0.0], [0.0]], [[1.0], [0.0], [-7.0], [0.0], [0.0], [8.0]], [[-8.0], [0.0], [7.0], [-6.0], [0.0], [0.0]]]]> : tensor<1x6x6x1xf64>
    %df0 = arith.constant dense<[[-6.0, 6.0], [-7.0, 4.0]]> : tensor<2x2xf64>
    %si0 = sparse_tensor.convert %di0 : tensor<1x6x6x1xf64> to tensor<1x6x6x1xf64, #C4>
    %r0 = call @k0(%si0, %df0) : (tensor<1x6x6x1xf64, #C4>, tensor<2x2xf64>) -> tensor<1x5x5x1xf64>
    %pad0 = arith.constant -1.0 : f64
    %v0 = vector.transfer_read %r0[%c0, %c0, %c0, %c0], %pad0 : tensor<1x5x5x1xf64>, vector<1x5x5x1xf64>
    vector.print %v0 : vector<1x5x5x1xf64>
    %di1 = arith.constant dense<[[[-6.0, 0.0], [0.0, 0.0], [0.0, 0.0], [-1.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, -1.0], [0.0, 8.0], [0.0, -3.0], [0.0, 0.0]]]> : tensor<1x10x2xf64>
    %df1 = arith.constant dense<[0.0, 8.0, 0.0]> : tensor<3xf64>
    %si1 = sparse_tensor.convert %di1 : tensor<1x10x2xf64> to tensor<1x10x2xf64, #C3>
    %r1 = call @k1(%si1, %df1) : (tensor<1x10x2xf64, #C3>, tensor<3xf64>) -> tensor<1x6x2xf64>
    %pad1 = arith.constant -1.0 : f64
    %v1 = vector.transfer_read %r1[%c0, %c0, %c0], %pad1 : tensor<1x6x2xf64>, vector<1x6x2xf64>
    vector.print %v1 : vector<1x6x2xf64>
    %di2 = arith.constant dense<[[[[-5.0, -2.0, 4.0, 5.0, 0.0], [0.0, 0.0, -9.0, -8.0, 0.0], [0.0, 0.0, 1.0, 6.0, 0.0], [6.0, 0.0, 0.0, -9.0, 6.0], [0.0, 9.0, 0.0, -8.0, 9.0]], [[5.0, 0.0, 3.0, 0.0, 0.0], [4.0, 9.0, -8.0, 0.0, 0.0], [-4.0, 0.0, 0.0, 6.0, 6.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 7.0, -6.0, -8.0, 0.0]]]]> : tensor<1x2x5x5xf64>
    %df2 = arith.constant dense<[[6.0, 0.0], [0.0, 9.0]]> : tensor<2x2xf64>
    %si2 = sparse_tensor.convert %di2 : tensor<1x2x5x5xf64> to tensor<1x2x5x5xf64, #DCDC>
    %r2 = call @k2(%si2, %df2) : (tensor<1x2x5x5xf64, #DCDC>, tensor<2x2xf64>) -> tensor<1x2x4x4xf64>
    %pad2 = arith.constant -1.0 : f64
    %v2 = vector.transfer_read %r2[%c0, %c0, %c0, %c0], %pad2 : tensor<1x2x4x4xf64>, vector<1x2x4x4xf64>
    vector.print %v2 : vector<1x2x4x4xf64>
    return
  }
}
