// MLIR 22 rejects: 5:8: error: custom op 'tensor.unpack' is unknown
// seed: tensor_dialect.md, tensor.unpack, example 2
func.func @f(%source: tensor<8x16x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // CK to KCck:
  %0 = tensor.unpack %source outer_dims_perm = [1, 0] inner_dims_pos = [0, 1]
      inner_tiles = [8, 32] into %dest
      : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
