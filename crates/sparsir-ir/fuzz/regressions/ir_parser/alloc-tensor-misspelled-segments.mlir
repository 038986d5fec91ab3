func.func @f(%a: index) -> tensor<?xf32> {
  %0 = "bufferization.alloc_tensor"(%a) <{operandQegmentSizes = array<i32: 0, 1, 0>}> : (index) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
