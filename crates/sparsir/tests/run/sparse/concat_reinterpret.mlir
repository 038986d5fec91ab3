// concatenate a CSR and a dense matrix along dim 1 into DCSR and into a dense tensor; reinterpret a CSC as the CSR of its transpose.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
module {
  func.func @main() {
    %a = arith.constant dense<[[1.0, 0.0], [0.0, 0.0], [0.0, 2.0]]> : tensor<3x2xf64>
    %b = arith.constant dense<[[0.0, 0.0, 3.0], [0.0, 0.0, 0.0], [4.0, 0.0, 0.0]]> : tensor<3x3xf64>
    %sa = sparse_tensor.convert %a : tensor<3x2xf64> to tensor<3x2xf64, #CSR>
    %c = sparse_tensor.concatenate %sa, %b {dimension = 1 : index}
       : tensor<3x2xf64, #CSR>, tensor<3x3xf64> to tensor<3x5xf64, #DCSR>
    sparse_tensor.print %c : tensor<3x5xf64, #DCSR>
    %sb = sparse_tensor.convert %b : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %e = sparse_tensor.concatenate %sb, %sb {dimension = 0 : index}
       : tensor<3x3xf64, #CSR>, tensor<3x3xf64, #CSR> to tensor<6x3xf64>
    %z = arith.constant 0 : index
    %f = arith.constant 0.0 : f64
    %v = vector.transfer_read %e[%z, %z], %f : tensor<6x3xf64>, vector<6x3xf64>
    vector.print %v : vector<6x3xf64>
    %csc = sparse_tensor.convert %a : tensor<3x2xf64> to tensor<3x2xf64, #CSC>
    %t = sparse_tensor.reinterpret_map %csc : tensor<3x2xf64, #CSC> to tensor<2x3xf64, #CSR>
    sparse_tensor.print %t : tensor<2x3xf64, #CSR>
    return
  }
}
