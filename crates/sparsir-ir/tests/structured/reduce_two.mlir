// reduce with two inputs and two inits (arguments: in0, in1, init0, init1).
func.func @f(%A: tensor<2x3xf32>, %B: tensor<2x3xi32>, %y: tensor<3xf32>, %z: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %0:2 = linalg.reduce ins(%A, %B : tensor<2x3xf32>, tensor<2x3xi32>) outs(%y, %z : tensor<3xf32>, tensor<3xi32>) dimensions = [0]
    (%a: f32, %b: i32, %s: f32, %t: i32) {
      %u = arith.addf %a, %s : f32
      %v = arith.maxsi %b, %t : i32
      linalg.yield %u, %v : f32, i32
    }
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}
