// linalg convolution family: strides and dilations given as splats, as lists, left out;
// the attributes on an op without windows (kept as discardable attributes); memrefs;
// pooling with a window-only operand; quantized ops with scalar zero points.
func.func @conv(%a: tensor<1x6x6x2xf32>, %b: tensor<3x3x2x4xf32>, %c: tensor<1x2x2x4xf32>,
                %d: memref<5xf32>, %e: memref<3xf32>, %f: memref<3xf32>,
                %p: tensor<1x4x4x1xi8>, %w: tensor<2x2xi8>, %q: tensor<1x3x3x1xi32>,
                %x: tensor<4x3xi8>, %y: tensor<3x5xi8>, %z: tensor<4x5xi32>, %zp: i32) -> tensor<1x2x2x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a, %b : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%c : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>} ins(%a, %b : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%0 : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  linalg.conv_1d {strides = dense<3> : tensor<1xi64>} ins(%d, %e : memref<5xf32>, memref<3xf32>) outs(%f : memref<3xf32>)
  %2 = linalg.pooling_nhwc_max_unsigned ins(%p, %w : tensor<1x4x4x1xi8>, tensor<2x2xi8>) outs(%q : tensor<1x3x3x1xi32>) -> tensor<1x3x3x1xi32>
  %3 = linalg.quantized_matmul ins(%x, %y, %zp, %zp : tensor<4x3xi8>, tensor<3x5xi8>, i32, i32) outs(%z : tensor<4x5xi32>) -> tensor<4x5xi32>

  return %1 : tensor<1x2x2x4xf32>
}
