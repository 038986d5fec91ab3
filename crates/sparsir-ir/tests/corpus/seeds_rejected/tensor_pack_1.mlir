// MLIR 22 rejects: 5:8: error: custom op 'tensor.pack' is unknown
// seed: tensor_dialect.md, tensor.pack, example 1
func.func @f(%source: tensor<128x256xf32>, %dest: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // NC to NCnc
  %0 = tensor.pack %source inner_dims_pos = [0, 1] inner_tiles = [8, 32]
      into %dest : tensor<128x256xf32> -> tensor<16x8 x 8x32 xf32>
  //                                             \  /   \  /
  //                                       outer dims  inner dims
  return %0 : tensor<16x8x8x32xf32>
}
