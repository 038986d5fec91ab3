// seed: tensor_dialect.md, tensor.pad, example 3; FIXED: placeholder line `%pad_value = ... : f32` turned into a function argument
func.func @f(%arg0: tensor<1x2x2x?xf32>, %arg1: index, %pad_value: f32) -> tensor<6x?x?x?xf32> {
  %0 = tensor.pad %arg0 low[2, %arg1, 3, 3] high[3, 3, %arg1, 2] {
  ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %pad_value : f32
  } : tensor<1x2x2x?xf32> to tensor<6x?x?x?xf32>
  return %0 : tensor<6x?x?x?xf32>
}
