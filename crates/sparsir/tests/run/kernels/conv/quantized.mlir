// quantized_matmul and quantized_batch_matmul over DCSR / CSR / 3-D inputs with zero points; conv_2d_nhwc_hwcf_q over a sparse input.
#C3 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
#C4 = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#DCD = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : compressed, d2 : dense) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
module {
  func.func @k0(%in: tensor<5x3xi8, #DCSR>, %f: tensor<3x6xi8>, %izp: i32, %fzp: i32) -> tensor<5x6xi32> {
    %z = tensor.empty() : tensor<5x6xi32>
    %c = arith.constant 0 : i32
    %o = linalg.fill ins(%c : i32) outs(%z : tensor<5x6xi32>) -> tensor<5x6xi32>
    %r = linalg.quantized_matmul ins(%in, %f, %izp, %fzp : tensor<5x3xi8, #DCSR>, tensor<3x6xi8>, i32, i32) outs(%o : tensor<5x6xi32>) -> tensor<5x6xi32>
    return %r : tensor<5x6xi32>
  }
  func.func @k1(%in: tensor<5x3xi8, #CSR>, %f: tensor<3x6xi8, #CSC>, %izp: i32, %fzp: i32) -> tensor<5x6xi32, #DCSR> {
    %z = tensor.empty() : tensor<5x6xi32, #DCSR>
    %r = linalg.quantized_matmul ins(%in, %f, %izp, %fzp : tensor<5x3xi8, #CSR>, tensor<3x6xi8, #CSC>, i32, i32) outs(%z : tensor<5x6xi32, #DCSR>) -> tensor<5x6xi32, #DCSR>
    return %r : tensor<5x6xi32, #DCSR>
  }
  func.func @k2(%in: tensor<2x3x4xi8, #C3>, %f: tensor<2x4x3xi8, #DCD>, %izp: i32, %fzp: i32) -> tensor<2x3x3xi32> {
    %z = tensor.empty() : tensor<2x3x3xi32>
    %c = arith.constant 0 : i32
    %o = linalg.fill ins(%c : i32) outs(%z : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
    %r = linalg.quantized_batch_matmul ins(%in, %f, %izp, %fzp : tensor<2x3x4xi8, #C3>, tensor<2x4x3xi8, #DCD>, i32, i32) outs(%o : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
    return %r : tensor<2x3x3xi32>
  }
  func.func @k3(%in: tensor<1x5x5x2xi8, #C4>, %f: tensor<2x2x2x2xi8, #C4>, %izp: i32, %fzp: i32) -> tensor<1x4x4x2xi32> {
    %z = tensor.empty() : tensor<1x4x4x2xi32>
    %c = arith.constant 0 : i32
    %o = linalg.fill ins(%c : i32) outs(%z : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
    %r = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f, %izp, %fzp : tensor<1x5x5x2xi8, #C4>, tensor<2x2x2x2xi8, #C4>, i32, i32) outs(%o : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
    return %r : tensor<1x4x4x2xi32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %di0 = arith.constant dense<[[0, -2, -1], [8, 0, 0], [0, -4, 1], [0, 0, 0], [-8, -1, 0]]> : tensor<5x3xi8>
    %df0 = arith.constant dense<[[2, 0, 8, 0, -9, 7], [-6, 0, 0, 6, 0, 2], [-5, 0, 0, -8, 0, 2]]> : tensor<3x6xi8>
    %si0 = sparse_tensor.convert %di0 : tensor<5x3xi8> to tensor<5x3xi8, #DCSR>
    %izp0 = arith.constant 2 : i32
    %fzp0 = arith.constant 0 : i32
    %r0 = call @k0(%si0, %df0, %izp0, %fzp0) : (tensor<5x3xi8, #DCSR>, tensor<3x6xi8>, i32, i32) -> tensor<5x6xi32>
    %pad0 = arith.constant -1 : i32
    %v0 = vector.transfer_read %r0[%c0, %c0], %pad0 : tensor<5x6xi32>, vector<5x6xi32>
    vector.print %v0 : vector<5x6xi32>
    %di1 = arith.constant dense<[[0, 3, -8], [-6, 0, 3], [2, 0, -8], [0, 4, 0], [0, -5, 0]]> : tensor<5x3xi8>
    %df1 = arith.constant dense<[[9, 7, 1, -1, 0, -8], [0, 6, 0, 0, -2, 7], [7, 7, -8, -7, 0, 8]]> : tensor<3x6xi8>
    %si1 = sparse_tensor.convert %di1 : tensor<5x3xi8> to tensor<5x3xi8, #CSR>
    %sf1 = sparse_tensor.convert %df1 : tensor<3x6xi8> to tensor<3x6xi8, #CSC>
    %izp1 = arith.constant 0 : i32
    %fzp1 = arith.constant 0 : i32
    %r1 = call @k1(%si1, %sf1, %izp1, %fzp1) : (tensor<5x3xi8, #CSR>, tensor<3x6xi8, #CSC>, i32, i32) -> tensor<5x6xi32, #DCSR>
    sparse_tensor.print %r1 : tensor<5x6xi32, #DCSR>
    %di2 = arith.constant dense<[[[0, 0, -1, -4], [0, 0, 0, 8], [0, 0, 0, 0]], [[0, 0, 6, 0], [-3, 7, 0, 0], [0, 0, 0, 2]]]> : tensor<2x3x4xi8>
    %df2 = arith.constant dense<[[[-7, 8, 0], [0, 6, 8], [0, -1, 0], [0, 0, 2]], [[5, -2, -3], [0, 0, -3], [1, 0, 0], [-3, 0, 0]]]> : tensor<2x4x3xi8>
    %si2 = sparse_tensor.convert %di2 : tensor<2x3x4xi8> to tensor<2x3x4xi8, #C3>
    %sf2 = sparse_tensor.convert %df2 : tensor<2x4x3xi8> to tensor<2x4x3xi8, #DCD>
    %izp2 = arith.constant 0 : i32
    %fzp2 = arith.constant 1 : i32
    %r2 = call @k2(%si2, %sf2, %izp2, %fzp2) : (tensor<2x3x4xi8, #C3>, tensor<2x4x3xi8, #DCD>, i32, i32) -> tensor<2x3x3xi32>
    %pad2 = arith.constant -1 : i32
    %v2 = vector.transfer_read %r2[%c0, %c0, %c0], %pad2 : tensor<2x3x3xi32>, vector<2x3x3xi32>
    vector.print %v2 : vector<2x3x3xi32>
    %di3 = arith.constant dense<[[[[0, 3], [7, 0], [0, 5], [6, 1], [5, -2]], [[0, 0], [0, 0], [0, 7], [2, 7], [8, 0]], [[0, 0], [6, -7], [0, 0], [0, 7], [-5, 0]], [[-6, -8], [0, 0], [0, 0], [0, 0], [-5, 9]], [[0, -1], [0, 0], [0, 2], [0, 0], [9, -8]]]]> : tensor<1x5x5x2xi8>
    %df3 = arith.constant dense<[[[[8, 5], [-1, 0]], [[0, -4], [0, 7]]], [[[0, 0], [-4, -7]], [[-8, 2], [9, -8]]]]> : tensor<2x2x2x2xi8>
    %si3 = sparse_tensor.convert %di3 : tensor<1x5x5x2xi8> to tensor<1x5x5x2xi8, #C4>
    %sf3 = sparse_tensor.convert %df3 : tensor<2x2x2x2xi8> to tensor<2x2x2x2xi8, #C4>
    %izp3 = arith.constant 0 : i32
    %fzp3 = arith.constant 0 : i32
    %r3 = call @k3(%si3, %sf3, %izp3, %fzp3) : (tensor<1x5x5x2xi8, #C4>, tensor<2x2x2x2xi8, #C4>, i32, i32) -> tensor<1x4x4x2xi32>
    %pad3 = arith.constant -1 : i32
    %v3 = vector.transfer_read %r3[%c0, %c0, %c0, %c0], %pad3 : tensor<1x4x4x2xi32>, vector<1x4x4x2xi32>
    vector.print %v3 : vector<1x4x4x2xi32>
    return
  }
}
