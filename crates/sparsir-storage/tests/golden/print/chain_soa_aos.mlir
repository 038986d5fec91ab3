// Checks SoA COO -> AoS COO -> SoA COO -> CSR.
#COO_SOA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[0.0, 1.5, 0.0, 0.0, -2.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [3.0, 0.0, 0.0, 4.25, 0.0, 0.0],
                                [0.0, 0.0, -5.0, 0.0, 0.0, 6.0]]> : tensor<4x6xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<4x6xf64> to tensor<4x6xf64, #COO_SOA>
    sparse_tensor.print %s2 : tensor<4x6xf64, #COO_SOA>
    %s3 = sparse_tensor.convert %s2 : tensor<4x6xf64, #COO_SOA> to tensor<4x6xf64, #COO>
    sparse_tensor.print %s3 : tensor<4x6xf64, #COO>
    %s4 = sparse_tensor.convert %s3 : tensor<4x6xf64, #COO> to tensor<4x6xf64, #COO_SOA>
    sparse_tensor.print %s4 : tensor<4x6xf64, #COO_SOA>
    %s5 = sparse_tensor.convert %s4 : tensor<4x6xf64, #COO_SOA> to tensor<4x6xf64, #CSR>
    sparse_tensor.print %s5 : tensor<4x6xf64, #CSR>
    bufferization.dealloc_tensor %s2 : tensor<4x6xf64, #COO_SOA>
    bufferization.dealloc_tensor %s3 : tensor<4x6xf64, #COO>
    bufferization.dealloc_tensor %s4 : tensor<4x6xf64, #COO_SOA>
    bufferization.dealloc_tensor %s5 : tensor<4x6xf64, #CSR>
    return
  }
}
