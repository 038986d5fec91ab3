// MLIR 22 rejects: 5:8: error: custom op 'tensor.unpack' is unknown
// seed: tensor_dialect.md, tensor.unpack, example 1
func.func @f(%source: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // NCnc to NC:
  %0 = tensor.unpack %source inner_dims_pos = [0, 1] inner_tiles = [8, 32]
      into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
