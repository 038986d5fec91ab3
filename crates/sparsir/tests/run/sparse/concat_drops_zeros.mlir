// sparse_tensor.concatenate into a sparse result stores only nonzero values, as MLIR 22 does:
// zeros stored in an operand's dense level, or explicitly, are dropped (a conversion keeps them).
#CD = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : compressed, d1 : dense)}>
#CC = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : compressed, d1 : compressed)}>
module {
  func.func @main() {
    %d = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 0.0], [0.0, 3.0, 0.0]]> : tensor<3x3xf64>
    %a = sparse_tensor.convert %d : tensor<3x3xf64> to tensor<3x3xf64, #CD>
    sparse_tensor.print %a : tensor<3x3xf64, #CD>
    %b = sparse_tensor.convert %a : tensor<3x3xf64, #CD> to tensor<3x3xf64, #CC>
    sparse_tensor.print %b : tensor<3x3xf64, #CC>
    %c = sparse_tensor.concatenate %a, %a {dimension = 1 : index} : tensor<3x3xf64, #CD>, tensor<3x3xf64, #CD> to tensor<3x6xf64, #CC>
    sparse_tensor.print %c : tensor<3x6xf64, #CC>
    %z = arith.constant sparse<[[0, 0], [1, 1]], [0.0, 2.0]> : tensor<2x2xf64>
    %e = sparse_tensor.convert %z : tensor<2x2xf64> to tensor<2x2xf64, #CC>
    sparse_tensor.print %e : tensor<2x2xf64, #CC>
    %f = sparse_tensor.concatenate %e, %e {dimension = 0 : index} : tensor<2x2xf64, #CC>, tensor<2x2xf64, #CC> to tensor<4x2xf64, #CC>
    sparse_tensor.print %f : tensor<4x2xf64, #CC>
    return
  }
}
