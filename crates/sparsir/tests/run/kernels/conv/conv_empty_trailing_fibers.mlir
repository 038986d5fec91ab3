// Windows that look up coordinates in empty fibers at the end of the storage (the last
// rows of a CSR input and the last (row, col) fibers of a 4-D input hold nothing): the
// search must not read past the coordinate buffer (the interpreter checks every load).
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CDCC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : dense, d2 : compressed, d3 : compressed) }>
module {
  func.func @conv(%a: tensor<5x5xf64, #CSR>, %k: tensor<2x2xf64>, %o: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = linalg.conv_2d ins(%a, %k : tensor<5x5xf64, #CSR>, tensor<2x2xf64>) outs(%o : tensor<4x4xf64>) -> tensor<4x4xf64>
    return %0 : tensor<4x4xf64>
  }
  func.func @conv4(%a: tensor<1x5x5x1xf64, #CDCC>, %k: tensor<2x2x1x1xf64>, %o: tensor<1x2x2x1xf64>) -> tensor<1x2x2x1xf64> {
    %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a, %k : tensor<1x5x5x1xf64, #CDCC>, tensor<2x2x1x1xf64>) outs(%o : tensor<1x2x2x1xf64>) -> tensor<1x2x2x1xf64>
    return %0 : tensor<1x2x2x1xf64>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %z = arith.constant -1.0 : f64
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0], [0.0, 3.0, 0.0, 0.0, 4.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<5x5xf64>
    %a = sparse_tensor.convert %d : tensor<5x5xf64> to tensor<5x5xf64, #CSR>
    %k = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
    %o = arith.constant dense<0.0> : tensor<4x4xf64>
    %r = call @conv(%a, %k, %o) : (tensor<5x5xf64, #CSR>, tensor<2x2xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %v = vector.transfer_read %r[%c0, %c0], %z : tensor<4x4xf64>, vector<4x4xf64>
    vector.print %v : vector<4x4xf64>
    %d4 = tensor.expand_shape %d [[0, 1], [2, 3]] output_shape [1, 5, 5, 1] : tensor<5x5xf64> into tensor<1x5x5x1xf64>
    %a4 = sparse_tensor.convert %d4 : tensor<1x5x5x1xf64> to tensor<1x5x5x1xf64, #CDCC>
    %k4 = tensor.expand_shape %k [[0], [1, 2, 3]] output_shape [2, 2, 1, 1] : tensor<2x2xf64> into tensor<2x2x1x1xf64>
    %o4 = arith.constant dense<0.0> : tensor<1x2x2x1xf64>
    %r4 = call @conv4(%a4, %k4, %o4) : (tensor<1x5x5x1xf64, #CDCC>, tensor<2x2x1x1xf64>, tensor<1x2x2x1xf64>) -> tensor<1x2x2x1xf64>
    %v4 = vector.transfer_read %r4[%c0, %c0, %c0, %c0], %z : tensor<1x2x2x1xf64>, vector<1x2x2x1xf64>
    vector.print %v4 : vector<1x2x2x1xf64>
    return
  }
}
