// map (long form): MLIR 22 gives the body the init element as the last argument.
func.func @f(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>)
    (%x: f32, %init: f32) {
      %n = arith.negf %x : f32
      %s = arith.addf %n, %init : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<4xf32>
}
