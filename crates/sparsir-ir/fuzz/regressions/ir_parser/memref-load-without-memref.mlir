func.func @f(%i: index) -> f32 {
  %0 = "memref.load"(%i) : (index) -> f32
  return %0 : f32
}
