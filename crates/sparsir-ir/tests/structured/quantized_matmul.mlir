// quantized_matmul (strides and dilations, mixed element types).
func.func @f(%a0: tensor<2x2xi8>, %a1: tensor<2x3xi8>, %a2: i32, %a3: i32, %a4: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : tensor<2x2xi8>, tensor<2x3xi8>, i32, i32) outs(%a4 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
