// tensor.gather and tensor.scatter, full and rank-reduced, with and without `unique`.
func.func @gather_scatter(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>, %idx1: tensor<6x7x1xi32>,
                          %s3: tensor<3x4x5xf32>, %slices: tensor<6x7x3x1x5xf32>, %dyn: tensor<?x1xindex>) {
  %0 = tensor.gather %src[%idx] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  %1 = tensor.gather %src[%idx] gather_dims([0, 1, 2]) unique : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  %2 = tensor.gather %s3[%idx1] gather_dims([1]) : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x1x5xf32>
  %3 = tensor.gather %s3[%idx1] gather_dims([1]) : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x5xf32>
  %4 = tensor.gather %s3[%dyn] gather_dims([0]) unique : (tensor<3x4x5xf32>, tensor<?x1xindex>) -> tensor<?x1x4x5xf32>
  %5 = tensor.scatter %slices into %s3[%idx1] scatter_dims([1]) unique : (tensor<6x7x3x1x5xf32>, tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<3x4x5xf32>
  %6 = tensor.scatter %1 into %src[%idx] scatter_dims([0, 1, 2]) unique : (tensor<1x2xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
  %7 = tensor.scatter %0 into %src[%idx] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
  return
}
