// Forms next to the ones MLIR 22 accepts (a trailing comma closing an encoding's
// dictionary, `compressed()`, an empty `{}` level list, 0-d tensor lengths of
// `sparse_tensor.disassemble`) that it rejects.

// expected-error @+1 {{expected '}'}}
#X = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed),, }>
func.func private @two_commas(tensor<4x4xf64, #X>)

// -----

// expected-error @+1 {{expected '}'}}
#X = #sparse_tensor.encoding<{ , }>
func.func private @lone_comma(tensor<4x4xf64, #X>)

// -----

// expected-error @+1 {{expected bare identifier}}
#X = #sparse_tensor.encoding<{ map = (i, j,) -> (i : dense, j : compressed) }>
func.func private @dims_trailing_comma(tensor<4x4xf64, #X>)

// -----

// expected-error @+1 {{expected affine expression}}
#X = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed,) }>
func.func private @levels_trailing_comma(tensor<4x4xf64, #X>)

// -----

// expected-error @+1 {{expected valid level property (e.g. nonordered, nonunique or high)}}
#X = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique,), j : singleton) }>
func.func private @properties_trailing_comma(tensor<4x4xf64, #X>)

// -----

// expected-error @+1 {{expected bare identifier}}
#X = #sparse_tensor.encoding<{ map = [s0,](i) -> (i : compressed) }>
func.func private @symbols_trailing_comma(tensor<4xf64, #X>)

// -----

// expected-error @+1 {{expected bare identifier}}
#X = #sparse_tensor.encoding<{ map = {l0, l1,}(i, j) -> (l0 = i : dense, l1 = j : compressed) }>
func.func private @level_names_trailing_comma(tensor<4x4xf64, #X>)

// -----

// expected-error @+1 {{expected valid integer for structured size}}
#X = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : structured[2, 4,]) }>
func.func private @structured_trailing_comma(tensor<4x8xf64, #X>)

// -----

// MLIR reports errors about the encoding as a whole at its mnemonic, on its first line.
// expected-error @+1 {{unexpected key: levels}}
#X = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed),
  levels = 3,
}>
func.func private @bad_key_on_a_later_line(tensor<4x4xf64, #X>)

// -----

// expected-error @+1 {{unexpected position bitwidth: 7}}
#X = #sparse_tensor.encoding<{
  map = (i) -> (i : compressed),
  posWidth = 7,
}>
func.func private @bad_width_on_a_later_line(tensor<4xf64, #X>)

// -----

// expected-error @+1 {{Level-variable ordering mismatch. The variable 'l1' was forward-declared as the 1st level; but is bound by the 0th specification.}}
#X = #sparse_tensor.encoding<{ map = {l0, l1}(i, j) -> (l1 = i : dense, l0 = j : compressed) }>
func.func private @level_names_out_of_order(tensor<4x4xf64, #X>)

// -----

// expected-error @+1 {{expected a non-empty array for lvlTypes}}
#X = #sparse_tensor.encoding<{ map = (i, j) -> () }>
func.func private @no_levels(tensor<4x4xf64, #X>)

// -----

#X = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
// expected-error @+1 {{expected non-scalar sparse tensor}}
func.func private @scalar_sparse_tensor(tensor<f64, #X>)

// -----

// expected-error @+1 {{undefined symbol alias id 'DCSR'}}
func.func private @undefined_alias(tensor<4x8xf32, #DCSR>)

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @length_f32_tensor(%t: tensor<4x4xf64, #CSR>, %p: tensor<5xindex>, %c: tensor<8xindex>, %v: tensor<8xf64>) {
  // expected-error @+1 {{'sparse_tensor.disassemble' op result #3 must be variadic of scalar like, but got 'tensor<f32>'}}
  %rp, %rc, %rv, %l1, %l2, %l3 = sparse_tensor.disassemble %t : tensor<4x4xf64, #CSR>
     out_lvls(%p, %c : tensor<5xindex>, tensor<8xindex>) out_vals(%v : tensor<8xf64>)
     -> (tensor<5xindex>, tensor<8xindex>), tensor<8xf64>, (tensor<f32>, tensor<f32>), tensor<f32>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @length_1d_tensor(%t: tensor<4x4xf64, #CSR>, %p: tensor<5xindex>, %c: tensor<8xindex>, %v: tensor<8xf64>) {
  // expected-error @+1 {{'sparse_tensor.disassemble' op result #5 must be scalar like, but got 'tensor<1xi64>'}}
  %rp, %rc, %rv, %l1, %l2, %l3 = sparse_tensor.disassemble %t : tensor<4x4xf64, #CSR>
     out_lvls(%p, %c : tensor<5xindex>, tensor<8xindex>) out_vals(%v : tensor<8xf64>)
     -> (tensor<5xindex>, tensor<8xindex>), tensor<8xf64>, (tensor<i64>, index), tensor<1xi64>
  return
}
