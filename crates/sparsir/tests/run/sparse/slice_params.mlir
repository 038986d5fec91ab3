// sparse_tensor.slice.offset / slice.stride of slices taken with static and dynamic parameters.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#S = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 2, 1)>, d1 : #sparse_tensor<slice(?, 2, ?)>) -> (d0 : dense, d1 : compressed) }>
module {
  func.func @main() {
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 3.0], [0.0, 4.0, 0.0, 5.0, 0.0], [6.0, 0.0, 7.0, 0.0, 8.0]]> : tensor<3x5xf64>
    %t = sparse_tensor.convert %d : tensor<3x5xf64> to tensor<3x5xf64, #CSR>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %s = tensor.extract_slice %t[1, %c1][2, 2][1, %c2] : tensor<3x5xf64, #CSR> to tensor<2x2xf64, #S>
    %o0 = sparse_tensor.slice.offset %s at 0 : tensor<2x2xf64, #S>
    %o1 = sparse_tensor.slice.offset %s at 1 : tensor<2x2xf64, #S>
    %s0 = sparse_tensor.slice.stride %s at 0 : tensor<2x2xf64, #S>
    %s1 = sparse_tensor.slice.stride %s at 1 : tensor<2x2xf64, #S>
    vector.print %o0 : index
    vector.print %o1 : index
    vector.print %s0 : index
    vector.print %s1 : index
    return
  }
}
