// conv_2d: sparse inputs under compound subscripts (CSR, DCSR, CDR, CSC, COO, loose), sparse filters, sparse outputs.
#CDR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : dense) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#LOOSE = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : loose_compressed) }>
module {
  func.func @k0(%in: tensor<7x8xf64, #CSR>, %f: tensor<3x3xf64>) -> tensor<5x6xf64> {
    %z = tensor.empty() : tensor<5x6xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<5x6xf64>) -> tensor<5x6xf64>
    %r = linalg.conv_2d ins(%in, %f : tensor<7x8xf64, #CSR>, tensor<3x3xf64>) outs(%o : tensor<5x6xf64>) -> tensor<5x6xf64>
    return %r : tensor<5x6xf64>
  }
  func.func @k1(%in: tensor<7x8xf64, #DCSR>, %f: tensor<3x3xf64, #CDR>) -> tensor<5x6xf64, #DCSR> {
    %z = tensor.empty() : tensor<5x6xf64, #DCSR>
    %r = linalg.conv_2d ins(%in, %f : tensor<7x8xf64, #DCSR>, tensor<3x3xf64, #CDR>) outs(%z : tensor<5x6xf64, #DCSR>) -> tensor<5x6xf64, #DCSR>
    return %r : tensor<5x6xf64, #DCSR>
  }
  func.func @k2(%in: tensor<7x8xf64, #CSC>, %f: tensor<3x3xf64, #CSR>) -> tensor<5x6xf64> {
    %z = tensor.empty() : tensor<5x6xf64>
    %c = arith.constant 0.0 : f64
    %o = linalg.fill ins(%c : f64) outs(%z : tensor<5x6xf64>) -> tensor<5x6xf64>
    %r = linalg.conv_2d ins(%in, %f : tensor<7x8xf64, #CSC>, tensor<3x3xf64, #CSR>) outs(%o : tensor<5x6xf64>) -> tensor<5x6xf64>
    return %r : tensor<5x6xf64>
  }
  func.func @k3(%in: tensor<7x8xf64, #COO>, %f: tensor<3x3xf64, #DCSR>) -> tensor<5x6xf64, #CSR> {
    %z = tensor.empty() : tensor<5x6xf64, #CSR>
    %r = linalg.conv_2d ins(%in, %f : tensor<7x8xf64, #COO>, tensor<3x3xf64, #DCSR>) outs(%z : tensor<5x6xf64, #CSR>) -> tensor<5x6xf64, #CSR>
    return %r : tensor<5x6xf64, #CSR>
  }
  func.func @k4(%in: tensor<7x8xf64, #LOOSE>, %f: tensor<3x3xf64>) -> tensor<5x6xf64, #COO> {
    %z = tensor.empty() : tensor<5x6xf64, #COO>
    %r = linalg.conv_2d ins(%in, %f : tensor<7x8xf64, #LOOSE>, tensor<3x3xf64>) outs(%z : tensor<5x6xf64, #COO>) -> tensor<5x6xf64, #COO>
    return %r : tensor<5x6xf64, #COO>
  }
  func.func @k5(%in: tensor<7x8xf64>, %f: tensor<2x4xf64, #DCSR>) -> tensor<6x5xf64, #DCSR> {
    %z = tensor.empty() : tensor<6x5xf64, #DCSR>
    %r = linalg.conv_2d ins(%in, %f : tensor<7x8xf64>, tensor<2x4xf64, #DCSR>) outs(%z : tensor<6x5xf64, #DCSR>) -> tensor<6x5xf64, #DCSR>
    return %r : tensor<6x5xf64, #DCSR>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %di0 = arith.constant dense<[[-3.0, 0.0, 9.0, 0.0, 9.0, -7.0, -2.0, 2.0], [0.0, 0.0, 7.0, 0.0, -3.0, 0.0, 0.0, 0.0], [0.0, 0.0, -4.0, 2.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 3.0, -5.0, 0.0, 0.0, 2.0], [0.0, 6.0, 0.0, 0.0, 0.0, -9.0, -6.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, -5.0, -7.0, -8.0], [-2.0, 5.0, 0.0, 0.0, 0.0, 0.0, -7.0, 0.0]]> : tensor<7x8xf64>
    %df0 = arith.constant dense<[[0.0, 0.0, -7.0], [0.0, 4.0, 3.0], [0.0, -3.0, -3.0]]> : tensor<3x3xf64>
    %si0 = sparse_tensor.convert %di0 : tensor<7x8xf64> to tensor<7x8xf64, #CSR>
    %r0 = call @k0(%si0, %df0) : (tensor<7x8xf64, #CSR>, tensor<3x3xf64>) -> tensor<5x6xf64>
    %pad0 = arith.constant -1.0 : f64
    %v0 = vector.transfer_read %r0[%c0, %c0], %pad0 : tensor<5x6xf64>, vector<5x6xf64>
    vector.print %v0 : vector<5x6xf64>
    %di1 = arith.constant dense<[[0.0, 0.0, 3.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, -4.0, 6.0, 3.0, 0.0], [0.0, -4.0, -5.0, 0.0, 0.0, -8.0, 0.0, 3.0], [0.0, 0.0, 0.0, 0.0, 0.0, -9.0, 9.0, 0.0], [-2.0, 0.0, 0.0, 0.0, -9.0, 0.0, 0.0, 0.0], [0.0, -4.0, 0.0, -9.0, 0.0, -1.0, 0.0, -6.0], [0.0, 0.0, 6.0, -4.0, -4.0, 0.0, 0.0, 0.0]]> : tensor<7x8xf64>
    %df1 = arith.constant dense<[[6.0, 0.0, 7.0], [-3.0, 0.0, -7.0], [2.0, 3.0, 8.0]]> : tensor<3x3xf64>
    %si1 = sparse_tensor.convert %di1 : tensor<7x8xf64> to tensor<7x8xf64, #DCSR>
    %sf1 = sparse_tensor.convert %df1 : tensor<3x3xf64> to tensor<3x3xf64, #CDR>
    %r1 = call @k1(%si1, %sf1) : (tensor<7x8xf64, #DCSR>, tensor<3x3xf64, #CDR>) -> tensor<5x6xf64, #DCSR>
    sparse_tensor.print %r1 : tensor<5x6xf64, #DCSR>
    %di2 = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 9.0, 2.0, 0.0, 0.0], [0.0, 5.0, -4.0, 7.0, -6.0, 0.0, 0.0, 0.0], [0.0, 0.0, 3.0, 0.0, 0.0, 0.0, 0.0, -3.0], [0.0, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0, -4.0], [-2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [9.0, 0.0, -2.0, 0.0, -4.0, 5.0, 0.0, 6.0]]> : tensor<7x8xf64>
    %df2 = arith.constant dense<[[-3.0, -2.0, 0.0], [4.0, 0.0, 0.0], [7.0, -2.0, -9.0]]> : tensor<3x3xf64>
    %si2 = sparse_tensor.convert %di2 : tensor<7x8xf64> to tensor<7x8xf64, #CSC>
    %sf2 = sparse_tensor.convert %df2 : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %r2 = call @k2(%si2, %sf2) : (tensor<7x8xf64, #CSC>, tensor<3x3xf64, #CSR>) -> tensor<5x6xf64>
    %pad2 = arith.constant -1.0 : f64
    %v2 = vector.transfer_read %r2[%c0, %c0], %pad2 : tensor<5x6xf64>, vector<5x6xf64>
    vector.print %v2 : vector<5x6xf64>
    %di3 = arith.constant dense<[[0.0, -6.0, 0.0, 4.0, 5.0, 0.0, -3.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 5.0, 0.0], [-2.0, 0.0, 0.0, 0.0, 4.0, -2.0, -9.0, 0.0], [3.0, 0.0, 2.0, 3.0, 0.0, 0.0, 0.0, 8.0], [-1.0, 1.0, 0.0, 8.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 4.0, -3.0, 0.0, 0.0, 0.0, -5.0], [-2.0, 0.0, 0.0, -4.0, 3.0, -1.0, 0.0, -9.0]]> : tensor<7x8xf64>
    %df3 = arith.constant dense<[[5.0, -1.0, -8.0], [4.0, 1.0, 2.0], [-1.0, 5.0, 9.0]]> : tensor<3x3xf64>
    %si3 = sparse_tensor.convert %di3 : tensor<7x8xf64> to tensor<7x8xf64, #COO>
    %sf3 = sparse_tensor.convert %df3 : tensor<3x3xf64> to tensor<3x3xf64, #DCSR>
    %r3 = call @k3(%si3, %sf3) : (tensor<7x8xf64, #COO>, tensor<3x3xf64, #DCSR>) -> tensor<5x6xf64, #CSR>
    sparse_tensor.print %r3 : tensor<5x6xf64, #CSR>
    %di4 = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 8.0, 3.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [4.0, -3.0, 0.0, 0.0, 0.0, 1.0, 0.0, 2.0], [0.0, -8.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -3.0, 5.0], [-1.0, 2.0, 0.0, -9.0, 0.0, 0.0, 9.0, -2.0], [8.0, 0.0, 0.0, 0.0, 4.0, 2.0, 0.0, 6.0]]> : tensor<7x8xf64>
    %df4 = arith.constant dense<[[0.0, 0.0, -2.0], [-8.0, -1.0, 0.0], [-3.0, 6.0, 0.0]]> : tensor<3x3xf64>
    %si4 = sparse_tensor.convert %di4 : tensor<7x8xf64> to tensor<7x8xf64, #LOOSE>
    %r4 = call @k4(%si4, %df4) : (tensor<7x8xf64, #LOOSE>, tensor<3x3xf64>) -> tensor<5x6xf64, #COO>
    sparse_tensor.print %r4 : tensor<5x6xf64, #COO>
    %di5 = arith.constant dense<[[-6.0, 4.0, 0.0, 6.0, 0.0, 0.0, 0.0, 0.0], [0.0, -1.0, 5.0, -5.0, 0.0, -6.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, -7.0, 0.0, -5.0], [9.0, -7.0, -5.0, 0.0, -8.0, 3.0, 8.0, 0.0], [-8.0, 4.0, 6.0, -6.0, 0.0, -1.0, 0.0, 0.0], [-5.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, -4.0, 0.0, 0.0, 0.0, 0.0, 0.0, -1.0]]> : tensor<7x8xf64>
    %df5 = arith.constant dense<[[0.0, 0.0, 8.0, -9.0], [0.0, 2.0, 9.0, 0.0]]> : tensor<2x4xf64>
    %sf5 = sparse_tensor.convert %df5 : tensor<2x4xf64> to tensor<2x4xf64, #DCSR>
    %r5 = call @k5(%di5, %sf5) : (tensor<7x8xf64>, tensor<2x4xf64, #DCSR>) -> tensor<6x5xf64, #DCSR>
    sparse_tensor.print %r5 : tensor<6x5xf64, #DCSR>
    return
  }
}
