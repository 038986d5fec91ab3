// Checks structured[2, 4] with crdWidth = 2 on a 3x8 matrix, via CSR; modern spelling (twin of ../seedext_structured_crdwidth2.mlir, whose expected output it produces).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#NV_24 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]), crdWidth = 8 }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 0.0, 0.0, 3.0, 4.0],
                                [0.0, 5.0, 0.0, 6.0, 7.0, 0.0, 8.0, 0.0],
                                [0.0, 0.0, 9.0, 10.0, 11.0, 0.0, 0.0, 12.0]]> : tensor<3x8xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x8xf64> to tensor<3x8xf64, #CSR>
    sparse_tensor.print %s2 : tensor<3x8xf64, #CSR>
    %s3 = sparse_tensor.convert %s2 : tensor<3x8xf64, #CSR> to tensor<3x8xf64, #NV_24>
    sparse_tensor.print %s3 : tensor<3x8xf64, #NV_24>
    %s4 = sparse_tensor.convert %s3 : tensor<3x8xf64, #NV_24> to tensor<3x8xf64, #CSR>
    sparse_tensor.print %s4 : tensor<3x8xf64, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<3x8xf64, #CSR>
    bufferization.dealloc_tensor %s3 : tensor<3x8xf64, #NV_24>
    bufferization.dealloc_tensor %s4 : tensor<3x8xf64, #CSR>
    return
  }
}
