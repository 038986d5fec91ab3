// linalg.matvec on i64 over DCSC with 16-bit positions / 32-bit coordinates.
#SP = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed), posWidth = 16, crdWidth = 32 }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i64
    %d = arith.constant dense<[[1, 0, 2, 0, 0, 0, 0, 0],
                               [0, 0, 0, 0, 0, 0, 0, 0],
                               [0, 3, 0, 4, 5, 0, 0, 0],
                               [6, 0, 0, 0, 0, 0, -7, 8]]> : tensor<4x8xi64>
    %a = sparse_tensor.convert %d : tensor<4x8xi64> to tensor<4x8xi64, #SP>
    %x = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi64>
    %e = tensor.empty() : tensor<4xi64>
    %z = linalg.fill ins(%zero : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    %y = linalg.matvec ins(%a, %x : tensor<4x8xi64, #SP>, tensor<8xi64>) outs(%z : tensor<4xi64>) -> tensor<4xi64>
    %v = vector.transfer_read %y[%c0], %zero : tensor<4xi64>, vector<4xi64>
    vector.print %v : vector<4xi64>
    sparse_tensor.print %a : tensor<4x8xi64, #SP>
    return
  }
}
