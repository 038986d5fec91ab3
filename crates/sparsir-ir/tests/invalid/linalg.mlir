// Invalid linalg programs with MLIR 22's diagnostics.

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: i32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %x, %x : f32, f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %a : tensor<4xf32>
}

// -----

func.func @f(%A: tensor<4x8xf32>, %T: tensor<8x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 8 doesn't match dim(input, permutation[0]) = 4}}
  %t = linalg.transpose ins(%A : tensor<4x8xf32>) outs(%T : tensor<8x4xf32>) permutation = [0, 1]
  return
}

// -----

func.func @f(%A: tensor<4x8xf32>, %T: tensor<8x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op size of permutation 1 does not match the argument rank 2}}
  %t = linalg.transpose ins(%A : tensor<4x8xf32>) outs(%T : tensor<8x4xf32>) permutation = [0]
  return
}

// -----

func.func @f(%d: f64, %c: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f64') to match output element type ('f32')}}
  %2 = linalg.fill ins(%d : f64) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @matmul_maps(%A: tensor<8x4xf32>, %B: tensor<8x16xf32>, %C: tensor<2x4x16xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected operand #2 rank (3) to match the result rank of indexing_map (2)}}
  %0 = linalg.matmul indexing_maps = [
      affine_map<(m, n, k) -> (k, m)>,
      affine_map<(m, n, k) -> (k, n)>,
      affine_map<(m, n, k) -> (m, n)>]
    ins(%A, %B : tensor<8x4xf32>, tensor<8x16xf32>) outs(%C : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return
}

// -----

func.func @bad_iterator(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["sideways"]}
      // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (sideways)}}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @matmul_shapes(%A: tensor<4x8xf32>, %B: tensor<4x8xf32>, %C: tensor<4x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<4x8xf32>) outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @matvec_shapes(%A: tensor<4x8xf32>, %x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.matvec' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  %0 = linalg.matvec ins(%A, %x : tensor<4x8xf32>, tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @generic_shapes(%a: tensor<4xf32>, %o: tensor<5xf32>) {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<5xf32>
  return
}

// -----

func.func @index_dim(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

// Several outputs: one value yielded per output.
#two_outs = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
func.func @yield_too_few(%a: tensor<4xf64>, %b: tensor<4xf64>, %c: tensor<4xf64>) -> (tensor<4xf64>, tensor<4xf64>) {
  %r:2 = linalg.generic #two_outs ins(%a : tensor<4xf64>) outs(%b, %c : tensor<4xf64>, tensor<4xf64>) {
  ^bb0(%x: f64, %y: f64, %z: f64):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (1) to match the number of inits / outs operands of the enclosing LinalgOp (2)}}
    linalg.yield %x : f64
  } -> (tensor<4xf64>, tensor<4xf64>)
  return %r#0, %r#1 : tensor<4xf64>, tensor<4xf64>
}

// -----

#two_outs = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
func.func @one_result_two_outs(%a: tensor<4xf64>, %b: tensor<4xf64>, %c: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{'linalg.generic' op expected the number of tensor results (1) to be equal to the number of output tensors (2)}}
  %r = linalg.generic #two_outs ins(%a : tensor<4xf64>) outs(%b, %c : tensor<4xf64>, tensor<4xf64>) {
  ^bb0(%x: f64, %y: f64, %z: f64):
    linalg.yield %x, %x : f64, f64
  } -> tensor<4xf64>
  return %r : tensor<4xf64>
}

// -----

#two_outs = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
func.func @second_out_arg_type(%a: tensor<4xf64>, %b: tensor<4xf64>, %c: tensor<4xf64>) -> (tensor<4xf64>, tensor<4xf64>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #2 ('i32') to match element or self type of the corresponding operand ('f64')}}
  %r:2 = linalg.generic #two_outs ins(%a : tensor<4xf64>) outs(%b, %c : tensor<4xf64>, tensor<4xf64>) {
  ^bb0(%x: f64, %y: f64, %z: i32):
    linalg.yield %x, %x : f64, f64
  } -> (tensor<4xf64>, tensor<4xf64>)
  return %r#0, %r#1 : tensor<4xf64>, tensor<4xf64>
}

// -----

func.func @conv_strides_shape(%a: tensor<1x6x6x2xf32>, %b: tensor<3x3x2x4xf32>, %c: tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> {
  // expected-error @+1 {{custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%a, %b : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%c : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  return %0 : tensor<1x2x2x4xf32>
}

// -----

func.func @conv_dilations_type(%a: tensor<1x6x2xf32>, %b: tensor<3x2x4xf32>, %c: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  // expected-error @+1 {{'linalg.conv_1d_nwc_wcf' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]}}
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi32>} ins(%a, %b : tensor<1x6x2xf32>, tensor<3x2x4xf32>) outs(%c : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}

// -----

func.func @pooling_strides_array(%a: tensor<1x6x6x2xf32>, %w: tensor<3x3xf32>, %c: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  // expected-error @+1 {{'linalg.pooling_nhwc_sum' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.pooling_nhwc_sum {strides = array<i64: 1, 1>} ins(%a, %w : tensor<1x6x6x2xf32>, tensor<3x3xf32>) outs(%c : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}

// -----

func.func @conv_window_too_big(%a: tensor<1x6x6x2xf32>, %b: tensor<3x3x2x4xf32>, %c: tensor<1x5x2x4xf32>) -> tensor<1x5x2x4xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 7, but found 6}}
  %0 = linalg.conv_2d_nhwc_hwcf ins(%a, %b : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%c : tensor<1x5x2x4xf32>) -> tensor<1x5x2x4xf32>
  return %0 : tensor<1x5x2x4xf32>
}

// -----

func.func @conv_strided_window_too_big(%a: tensor<1x6x2xf32>, %b: tensor<2x2x4xf32>, %c: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  // expected-error @+1 {{'linalg.conv_1d_nwc_wcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 7, but found 6}}
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a, %b : tensor<1x6x2xf32>, tensor<2x2x4xf32>) outs(%c : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  return %0 : tensor<1x3x4xf32>
}

// -----

func.func @conv_zero_stride(%a: tensor<1x6x6x2xf32>, %b: tensor<3x3x2x4xf32>, %c: tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<[1, 0]> : tensor<2xi64>} ins(%a, %b : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%c : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  return %0 : tensor<1x2x2x4xf32>
}

// -----

func.func @pooling_zero_dilation(%a: tensor<1x6x2xf32>, %w: tensor<3xf32>, %c: tensor<1x4x2xf32>) -> tensor<1x4x2xf32> {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  %0 = linalg.pooling_nwc_max {dilations = dense<0> : tensor<1xi64>} ins(%a, %w : tensor<1x6x2xf32>, tensor<3xf32>) outs(%c : tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

// -----

func.func @conv_missing_filter(%a: tensor<1x6x6x2xf32>, %c: tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%a : tensor<1x6x6x2xf32>) outs(%c : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  // expected-error @+1 {{custom op 'linalg.conv_2d_nhwc_hwcf' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return %0 : tensor<1x2x2x4xf32>
}

// -----

func.func @conv_rank(%a: tensor<6x6xf32>, %b: tensor<3x3xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op expected operand #0 rank (2) to match the result rank of indexing_map (4)}}
  %0 = linalg.conv_2d_nhwc_hwcf ins(%a, %b : tensor<6x6xf32>, tensor<3x3xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @quantized_matmul_operands(%a: tensor<4x3xi8>, %b: tensor<3x5xi8>, %c: tensor<4x5xi32>) -> tensor<4x5xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b : tensor<4x3xi8>, tensor<3x5xi8>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  // expected-error @+1 {{custom op 'linalg.quantized_matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 3}}
  return %0 : tensor<4x5xi32>
}

// -----

// A misspelt linalg attribute is refused (found by fuzzing: it was kept, and printed in a
// custom form the parser then refused).
// expected-error @+1 {{unknown attribute `iteratoR_type` in dialect `linalg`}}
"test.op"() {x = #linalg.iteratoR_type<parallel>} : () -> ()
// -----

#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf64>) -> tensor<4xf64> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xf64>) outs(%a : tensor<4xf64>) {
  ^bb0(%x: f64, %y: f64):
    // expected-error @+1 {{'linalg.yield' op requires zero results}}
    %r = "linalg.yield"(%x) : (f64) -> i32
  } -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
