// collapse_shape, expand_shape, reshape, concat.
func.func @reshapes(%a: tensor<?x?x?xf32>, %b: tensor<?x32xf32>, %n: index, %c: tensor<2x3x4xf32>,
                    %s: tensor<1xi32>, %sd: tensor<?xindex>, %u: tensor<*xf32>, %f: tensor<4x1xf32>,
                    %one: tensor<1x1xf32>, %s2: tensor<2xi64>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %1 = tensor.collapse_shape %c [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %2 = tensor.expand_shape %b [[0, 1], [2]] output_shape [%n, 4, 32] : tensor<?x32xf32> into tensor<?x4x32xf32>
  %3 = tensor.expand_shape %1 [[0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
  %4 = tensor.collapse_shape %f [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
  %5 = tensor.reshape %f(%s) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
  %6 = tensor.reshape %u(%sd) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %7 = tensor.collapse_shape %one [] : tensor<1x1xf32> into tensor<f32>
  %8 = tensor.expand_shape %7 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %9 = tensor.reshape %c(%s2) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %10 = tensor.reshape %u(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
  %11 = tensor.expand_shape %a [[0], [1, 2], [3]] output_shape [%n, %n, 1, %n] : tensor<?x?x?xf32> into tensor<?x?x1x?xf32>
  return
}

func.func @concat(%a: tensor<3x6xf32>, %b: tensor<1x6xf32>, %d: tensor<3x?xf32>, %x: tensor<?x?xf32>) {
  %0 = tensor.concat dim(0) %a, %a, %b : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<7x6xf32>
  %1 = tensor.concat dim(1) %d, %a : (tensor<3x?xf32>, tensor<3x6xf32>) -> tensor<3x?xf32>
  %2 = tensor.concat dim(1) %x, %a : (tensor<?x?xf32>, tensor<3x6xf32>) -> tensor<3x?xf32>
  %3 = tensor.concat dim(0) %a : (tensor<3x6xf32>) -> tensor<3x6xf32>
  %4 = tensor.concat dim(1) %d, %d : (tensor<3x?xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
  return
}
