// Checks COO -> seed BCOO with high bounds -> CSF; modern spelling (twin of ../seedext_bcoo_high_chain.mlir, whose expected output it produces).
#COO3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton) }>
#BCOO = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : loose_compressed(nonunique), k : singleton) }>
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[[0.0, 0.0, 2.0, 0.0], [1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 3.0, 0.0, 4.0], [0.0, 0.0, 5.0, 0.0]]]> : tensor<3x3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<3x3x4xf64> to tensor<3x3x4xf64, #COO3>
    sparse_tensor.print %s2 : tensor<3x3x4xf64, #COO3>
    %s3 = sparse_tensor.convert %s2 : tensor<3x3x4xf64, #COO3> to tensor<3x3x4xf64, #BCOO>
    sparse_tensor.print %s3 : tensor<3x3x4xf64, #BCOO>
    %s4 = sparse_tensor.convert %s3 : tensor<3x3x4xf64, #BCOO> to tensor<3x3x4xf64, #CSF>
    sparse_tensor.print %s4 : tensor<3x3x4xf64, #CSF>
    bufferization.dealloc_tensor %s2 : tensor<3x3x4xf64, #COO3>
    bufferization.dealloc_tensor %s3 : tensor<3x3x4xf64, #BCOO>
    bufferization.dealloc_tensor %s4 : tensor<3x3x4xf64, #CSF>
    return
  }
}
