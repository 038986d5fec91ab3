// Checks 1-D conversions compressed -> loose_compressed -> compressed(crdWidth 8) -> compressed(nonordered) -> dense level.
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#LV = #sparse_tensor.encoding<{ map = (i) -> (i : loose_compressed) }>
#SV8 = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), crdWidth = 8 }>
#SV_NO = #sparse_tensor.encoding<{ map = (i) -> (i : compressed(nonordered)) }>
#DV = #sparse_tensor.encoding<{ map = (i) -> (i : dense) }>
module {
  func.func @main() {
    %d1 = arith.constant dense<[0.0, 3.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0, 2.0]> : tensor<9xf64>
    %s2 = sparse_tensor.convert %d1 : tensor<9xf64> to tensor<9xf64, #SV>
    sparse_tensor.print %s2 : tensor<9xf64, #SV>
    %s3 = sparse_tensor.convert %s2 : tensor<9xf64, #SV> to tensor<9xf64, #LV>
    sparse_tensor.print %s3 : tensor<9xf64, #LV>
    %s4 = sparse_tensor.convert %s3 : tensor<9xf64, #LV> to tensor<9xf64, #SV8>
    sparse_tensor.print %s4 : tensor<9xf64, #SV8>
    %s5 = sparse_tensor.convert %s4 : tensor<9xf64, #SV8> to tensor<9xf64, #SV_NO>
    sparse_tensor.print %s5 : tensor<9xf64, #SV_NO>
    %s6 = sparse_tensor.convert %s5 : tensor<9xf64, #SV_NO> to tensor<9xf64, #DV>
    sparse_tensor.print %s6 : tensor<9xf64, #DV>
    bufferization.dealloc_tensor %s2 : tensor<9xf64, #SV>
    bufferization.dealloc_tensor %s3 : tensor<9xf64, #LV>
    bufferization.dealloc_tensor %s4 : tensor<9xf64, #SV8>
    bufferization.dealloc_tensor %s5 : tensor<9xf64, #SV_NO>
    bufferization.dealloc_tensor %s6 : tensor<9xf64, #DV>
    return
  }
}
