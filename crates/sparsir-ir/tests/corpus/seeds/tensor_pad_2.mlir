// seed: tensor_dialect.md, tensor.pad, example 2; FIXED: placeholder line `%pad_value = ... : f32` turned into a function argument, source `%0` (redefined by the result %0) renamed `%src`
func.func @f(%src: tensor<?x?xf32>, %pad_value: f32) -> tensor<?x?xf32> {
  %0 = tensor.pad %src low[1, 2] high[2, 3] {
  ^bb0(%arg0 : index, %arg1 : index):
    tensor.yield %pad_value : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
