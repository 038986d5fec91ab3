// seed: tensor_dialect.md, tensor.pad, example 5; FIXED: placeholder line `%pad_value = ... : f32` turned into a function argument
func.func @f(%arg0: tensor<2x3xf32>, %pad_value: f32) -> tensor<2x3xf32> {
  %0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
  ^bb0(%arg1: index, %arg2: index):
    tensor.yield %pad_value : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
