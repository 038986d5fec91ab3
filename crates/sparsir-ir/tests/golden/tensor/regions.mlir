// tensor.generate and tensor.pad with their tensor.yield bodies.
func.func @generate(%n: index, %m: index, %f: f32) {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %e = tensor.from_elements %i, %j : tensor<2xindex>
    %k = tensor.extract %e[%j] : tensor<2xindex>
    tensor.yield %k : index
  } : tensor<?x3xindex>
  %1 = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  %2 = tensor.generate {
    tensor.yield %f : f32
  } : tensor<f32>
  %3 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<5xindex>
  return
}

func.func @pad(%t: tensor<?x?xf32>, %p: f32, %l: index, %a: tensor<3x6xf32>, %s: tensor<10xi32>, %z: i32,
               %q: tensor<1x2x2x?xf32>, %ub0: index, %ub1: index, %w: tensor<2x3xf32>) {
  %0 = tensor.pad %t low[1, %l] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %a nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<3x6xf32> to tensor<3x6xf32>
  %2 = tensor.pad %s low[3] high[5] {
  ^bb0(%i: index):
    tensor.yield %z : i32
  } : tensor<10xi32> to tensor<18xi32>
  %3 = tensor.pad %q low[2, %l, 3, 3] high[3, 3, %l, 2] {
  ^bb0(%i: index, %j: index, %k: index, %m: index):
    tensor.yield %p : f32
  } : tensor<1x2x2x?xf32> to tensor<6x?x?x?xf32>
  %4 = tensor.pad %w low[0, 0] high[%ub0, %ub1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<?x?xf32>
  %5 = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %v = tensor.extract %a[%i, %j] : tensor<3x6xf32>
    tensor.yield %v : f32
  } : tensor<3x6xf32> to tensor<5x8xf32>
  return
}
