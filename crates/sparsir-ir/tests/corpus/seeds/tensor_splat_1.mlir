// seed: tensor_dialect.md, tensor.splat, example 1
func.func @f() -> tensor<8x16xf32> {
  %s = arith.constant 1.0 : f32
  %t = tensor.splat %s : tensor<8x16xf32>
  return %t : tensor<8x16xf32>
}
