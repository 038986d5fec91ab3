// tensor.extract_slice of dense tensors whose last dimension has unit stride (copied a run
// at a time): 1-D and 3-D windows, outer strides, a dynamic offset, a rank-reducing
// middle dimension, f32 and i16 elements.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zf = arith.constant 0.0 : f32
    %zi = arith.constant 0 : i16
    %v = arith.constant dense<[1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5]> : tensor<7xf32>
    %s1 = tensor.extract_slice %v[%c2] [4] [1] : tensor<7xf32> to tensor<4xf32>
    %v1 = vector.transfer_read %s1[%c0], %zf : tensor<4xf32>, vector<4xf32>
    vector.print %v1 : vector<4xf32>
    %t = arith.constant dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]],
                               [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]],
                               [[24, 25, 26, 27], [28, 29, 30, 31], [32, 33, 34, 35]]]> : tensor<3x3x4xi16>
    %w = tensor.extract_slice %t[0, %c1, 1] [2, 2, 3] [2, 1, 1] : tensor<3x3x4xi16> to tensor<2x2x3xi16>
    %v2 = vector.transfer_read %w[%c0, %c0, %c0], %zi : tensor<2x2x3xi16>, vector<2x2x3xi16>
    vector.print %v2 : vector<2x2x3xi16>
    %r = tensor.extract_slice %t[1, 2, 0] [2, 1, 4] [1, 1, 1] : tensor<3x3x4xi16> to tensor<2x4xi16>
    %v3 = vector.transfer_read %r[%c0, %c0], %zi : tensor<2x4xi16>, vector<2x4xi16>
    vector.print %v3 : vector<2x4xi16>
    return
  }
}
