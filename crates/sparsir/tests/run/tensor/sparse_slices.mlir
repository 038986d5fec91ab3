// tensor.extract_slice of a sparse DCSR matrix into a slice encoding (static and a second, strided window), read back through convert.
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#S1 = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(1, 2, 2)>, j : #sparse_tensor<slice(0, 3, 1)>) -> (i : compressed, j : compressed)
}>
#S2 = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(1, 3, 1)>, j : #sparse_tensor<slice(1, 2, 2)>) -> (i : compressed, j : compressed)
}>
module {
  func.func @main() {
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0], [0.0, 3.0, 0.0, 4.0], [5.0, 0.0, 0.0, 6.0], [0.0, 7.0, 8.0, 0.0], [9.0, 0.0, 0.0, 10.0]]> : tensor<5x4xf64>
    %a = sparse_tensor.convert %d : tensor<5x4xf64> to tensor<5x4xf64, #DCSR>
    %s = tensor.extract_slice %a[1, 0][2, 3][2, 1] : tensor<5x4xf64, #DCSR> to tensor<2x3xf64, #S1>
    %c = sparse_tensor.convert %s : tensor<2x3xf64, #S1> to tensor<2x3xf64, #CSR>
    sparse_tensor.print %c : tensor<2x3xf64, #CSR>
    %o = arith.constant 1 : index
    %one = arith.constant 1 : index
    %st = arith.constant 2 : index
    %t = tensor.extract_slice %a[%o, %one][3, 2][1, %st] : tensor<5x4xf64, #DCSR> to tensor<3x2xf64, #S2>
    %e = sparse_tensor.convert %t : tensor<3x2xf64, #S2> to tensor<3x2xf64, #CSR>
    sparse_tensor.print %e : tensor<3x2xf64, #CSR>
    return
  }
}
