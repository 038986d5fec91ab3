// One matrix, four storage formats: the BSR example of the sparse_tensor_types
// specification stored as CSR, CSC, COO and 2x2-block BSR, printed as MLIR prints them,
// then converted back to dense and read into a vector.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %d = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 3.0, 0.0, 0.0, 4.0, 0.0],
                               [0.0, 0.0, 5.0, 6.0, 0.0, 0.0],
                               [0.0, 0.0, 7.0, 8.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %csr = sparse_tensor.convert %d : tensor<4x6xf64> to tensor<4x6xf64, #CSR>
    sparse_tensor.print %csr : tensor<4x6xf64, #CSR>
    %csc = sparse_tensor.convert %csr : tensor<4x6xf64, #CSR> to tensor<4x6xf64, #CSC>
    sparse_tensor.print %csc : tensor<4x6xf64, #CSC>
    %coo = sparse_tensor.convert %csc : tensor<4x6xf64, #CSC> to tensor<4x6xf64, #COO>
    sparse_tensor.print %coo : tensor<4x6xf64, #COO>
    %bsr = sparse_tensor.convert %coo : tensor<4x6xf64, #COO> to tensor<4x6xf64, #BSR>
    sparse_tensor.print %bsr : tensor<4x6xf64, #BSR>
    %back = sparse_tensor.convert %bsr : tensor<4x6xf64, #BSR> to tensor<4x6xf64>
    %z = arith.constant 0.0 : f64
    %v = vector.transfer_read %back[%c0, %c0], %z : tensor<4x6xf64>, vector<4x6xf64>
    vector.print %v : vector<4x6xf64>
    bufferization.dealloc_tensor %csr : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %csc : tensor<4x6xf64, #CSC>
    bufferization.dealloc_tensor %coo : tensor<4x6xf64, #COO>
    bufferization.dealloc_tensor %bsr : tensor<4x6xf64, #BSR>
    return
  }
}
