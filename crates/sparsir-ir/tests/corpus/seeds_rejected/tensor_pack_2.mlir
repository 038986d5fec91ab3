// MLIR 22 rejects: 5:8: error: custom op 'tensor.pack' is unknown
// seed: tensor_dialect.md, tensor.pack, example 2
func.func @f(%source: tensor<128x256xf32>, %dest: tensor<8x16x8x32xf32>) -> tensor<8x16x8x32xf32> {
  // CK to KCck
  %0 = tensor.pack %source outer_dims_perm = [1, 0] inner_dims_pos = [0, 1]
      inner_tiles = [8, 32] into %dest
      : tensor<128x256xf32> -> tensor<8x16 x 8x32 xf32>
  //                                  \  /
  //            compare with "NC to NCnc": outer dims are transposed
  return %0 : tensor<8x16x8x32xf32>
}
