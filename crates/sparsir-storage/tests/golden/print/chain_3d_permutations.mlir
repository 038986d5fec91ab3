// Checks 3-D conversions COO -> (k, i, j) -> (j, k, i) -> CSF -> (dense, compressed, dense).
#COO3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton) }>
#KIJ = #sparse_tensor.encoding<{ map = (i, j, k) -> (k : compressed, i : dense, j : compressed) }>
#JKI = #sparse_tensor.encoding<{ map = (i, j, k) -> (j : dense, k : compressed, i : compressed) }>
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
#DCD = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : compressed, k : dense) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[[[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [2.0, 0.0, 0.0, 3.0]],
                                [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 4.0, 0.0], [0.0, 0.0, 0.0, 0.0]]]> : tensor<2x3x4xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<2x3x4xf64> to tensor<2x3x4xf64, #COO3>
    sparse_tensor.print %s2 : tensor<2x3x4xf64, #COO3>
    %s3 = sparse_tensor.convert %s2 : tensor<2x3x4xf64, #COO3> to tensor<2x3x4xf64, #KIJ>
    sparse_tensor.print %s3 : tensor<2x3x4xf64, #KIJ>
    %s4 = sparse_tensor.convert %s3 : tensor<2x3x4xf64, #KIJ> to tensor<2x3x4xf64, #JKI>
    sparse_tensor.print %s4 : tensor<2x3x4xf64, #JKI>
    %s5 = sparse_tensor.convert %s4 : tensor<2x3x4xf64, #JKI> to tensor<2x3x4xf64, #CSF>
    sparse_tensor.print %s5 : tensor<2x3x4xf64, #CSF>
    %s6 = sparse_tensor.convert %s5 : tensor<2x3x4xf64, #CSF> to tensor<2x3x4xf64, #DCD>
    sparse_tensor.print %s6 : tensor<2x3x4xf64, #DCD>
    bufferization.dealloc_tensor %s2 : tensor<2x3x4xf64, #COO3>
    bufferization.dealloc_tensor %s3 : tensor<2x3x4xf64, #KIJ>
    bufferization.dealloc_tensor %s4 : tensor<2x3x4xf64, #JKI>
    bufferization.dealloc_tensor %s5 : tensor<2x3x4xf64, #CSF>
    bufferization.dealloc_tensor %s6 : tensor<2x3x4xf64, #DCD>
    return
  }
}
