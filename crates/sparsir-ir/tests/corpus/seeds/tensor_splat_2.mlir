// seed: tensor_dialect.md, tensor.splat, example 2
func.func @f(%s: f32) -> tensor<?x20x?xf32> {
  // Broadcasts %s to a 3D dynamically shaped tensor, with %m and %n binding
  // to dimensions 0 and 2 of the resulting tensor, respectively.
  %m = arith.constant 10 : index
  %n = arith.constant 30 : index
  %t = tensor.splat %s[%m, %n] : tensor<?x20x?xf32>
  return %t : tensor<?x20x?xf32>
}
