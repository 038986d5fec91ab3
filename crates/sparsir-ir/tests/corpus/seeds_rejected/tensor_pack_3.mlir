// MLIR 22 rejects: 4:8: error: custom op 'tensor.pack' is unknown
// seed: tensor_dialect.md, tensor.pack, example 3
func.func @f(%arg0: tensor<200x127x256xf32>, %arg1: tensor<256x64x200x2xf32>, %pad: f32) -> tensor<256x64x200x2xf32> {
  %0 = tensor.pack %arg0 padding_value(%pad : f32) outer_dims_perm = [2, 1, 0]
      inner_dims_pos = [1] inner_tiles = [2] into %arg1
      : tensor<200x127x256xf32> -> tensor<256x64x200x2xf32>
  //                 \
  //                padded and tiled dim
  //
  // Source dimension 1 is tiled. 64 does not divide 127 evenly, so 1 padded
  // element is added at the end.
  //
  // Note: Only tiled dimensions can be padded.
  return %0 : tensor<256x64x200x2xf32>
}
