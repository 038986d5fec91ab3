// Invalid sparse_tensor programs: each case is rejected by MLIR 22 (checked with
// mlir-opt --split-input-file --verify-diagnostics) and by sparsir with the same message.

#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @assemble_dynamic(%p: tensor<2xindex>, %c: tensor<3x2xindex>, %v: tensor<3xf64>) -> tensor<?x4xf64, #COO> {
  // expected-error @+1 {{the sparse-tensor must have static shape}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<?x4xf64, #COO>
  return %0 : tensor<?x4xf64, #COO>
}
// -----
#COO = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton) }>
func.func @assemble_coo_rank(%p: tensor<2xindex>, %c: tensor<3x2xindex>, %v: tensor<3xf64>) -> tensor<2x3x4xf64, #COO> {
  // expected-error @+1 {{input/output trailing COO level-ranks don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<2x3x4xf64, #COO>
  return %0 : tensor<2x3x4xf64, #COO>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @assemble_extra_buffer(%p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{inconsistent number of fields between input/output}}
  %0 = sparse_tensor.assemble (%p, %c, %c), %v : (tensor<5xindex>, tensor<6xindex>, tensor<6xindex>), tensor<6xf64> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#SoA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>
func.func @assemble_soa_one_buffer(%p: tensor<2xindex>, %c: tensor<3x2xindex>, %v: tensor<3xf64>) -> tensor<4x4xf64, #SoA> {
  // expected-error @+1 {{inconsistent number of fields between input/output}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<4x4xf64, #SoA>
  return %0 : tensor<4x4xf64, #SoA>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32 }>
func.func @assemble_pos_width(%p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{input/output element-types don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<5xindex>, tensor<6xindex>), tensor<6xf64> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), crdWidth = 16 }>
func.func @assemble_crd_width(%p: tensor<5xindex>, %c: tensor<6xi32>, %v: tensor<6xf64>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{input/output element-types don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<5xindex>, tensor<6xi32>), tensor<6xf64> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @assemble_values_type(%p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf16>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{input/output element-types don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<5xindex>, tensor<6xindex>), tensor<6xf16> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
func.func @assemble_dense_result(%p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) -> tensor<4x4xf64> {
  // expected-error @+1 {{'sparse_tensor.assemble' op result #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<5xindex>, tensor<6xindex>), tensor<6xf64> to tensor<4x4xf64>
  return %0 : tensor<4x4xf64>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @assemble_float_level(%p: tensor<5xf32>, %c: tensor<6xindex>, %v: tensor<6xf64>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{'sparse_tensor.assemble' op operand #0 must be variadic of ranked tensor of signless integer or index values, but got 'tensor<5xf32>'}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<5xf32>, tensor<6xindex>), tensor<6xf64> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @assemble_memref_level(%p: memref<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{'sparse_tensor.assemble' op operand #0 must be variadic of ranked tensor of signless integer or index values, but got 'memref<5xindex>'}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (memref<5xindex>, tensor<6xindex>), tensor<6xf64> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#Loose = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>
func.func @assemble_loose_missing_crd(%p: tensor<8xindex>, %v: tensor<6xf64>) -> tensor<4x4xf64, #Loose> {
  // expected-error @+1 {{inconsistent number of fields between input/output}}
  %0 = sparse_tensor.assemble (%p), %v : (tensor<8xindex>), tensor<6xf64> to tensor<4x4xf64, #Loose>
  return %0 : tensor<4x4xf64, #Loose>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @disassemble_values(%t: tensor<4x4xf64, #CSR>, %p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) {
  // expected-error @+1 {{output values and return value type mismatch}}
  %a:6 = sparse_tensor.disassemble %t : tensor<4x4xf64, #CSR> out_lvls(%p, %c : tensor<5xindex>, tensor<6xindex>) out_vals(%v : tensor<6xf64>) -> (tensor<5xindex>, tensor<6xindex>), tensor<7xf64>, (index, index), index
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @disassemble_levels(%t: tensor<4x4xf64, #CSR>, %p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) {
  // expected-error @+1 {{output levels and return levels type mismatch}}
  %a:6 = sparse_tensor.disassemble %t : tensor<4x4xf64, #CSR> out_lvls(%p, %c : tensor<5xindex>, tensor<6xindex>) out_vals(%v : tensor<6xf64>) -> (tensor<5xindex>, tensor<9xindex>), tensor<6xf64>, (index, index), index
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @disassemble_len_type(%t: tensor<4x4xf64, #CSR>, %p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) {
  // expected-error @+1 {{'sparse_tensor.disassemble' op result #3 must be variadic of scalar like, but got 'f32'}}
  %a:6 = sparse_tensor.disassemble %t : tensor<4x4xf64, #CSR> out_lvls(%p, %c : tensor<5xindex>, tensor<6xindex>) out_vals(%v : tensor<6xf64>) -> (tensor<5xindex>, tensor<6xindex>), tensor<6xf64>, (f32, index), index
  return
}
// -----
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
func.func @disassemble_fields(%t: tensor<?x?xf64, #DCSR>, %p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) {
  // expected-error @+1 {{inconsistent number of fields between input/output}}
  %a:6 = sparse_tensor.disassemble %t : tensor<?x?xf64, #DCSR> out_lvls(%p, %c : tensor<5xindex>, tensor<6xindex>) out_vals(%v : tensor<6xf64>) -> (tensor<5xindex>, tensor<6xindex>), tensor<6xf64>, (index, index), index
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @convert_rank(%a: tensor<4x4xf64>) -> tensor<16xf64, #SV> {
  // expected-error @+1 {{unexpected conversion mismatch in rank}}
  %0 = sparse_tensor.convert %a : tensor<4x4xf64> to tensor<16xf64, #SV>
  return %0 : tensor<16xf64, #SV>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @convert_shape(%a: tensor<4x8xf64, #CSR>) -> tensor<4x4xf64> {
  // expected-error @+1 {{unexpected conversion mismatch in dimension 1}}
  %0 = sparse_tensor.convert %a : tensor<4x8xf64, #CSR> to tensor<4x4xf64>
  return %0 : tensor<4x4xf64>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @convert_needs_runtime_check(%a: tensor<4x?xf64>) -> tensor<4x8xf64, #CSR> {
  // expected-error @+1 {{unexpected conversion mismatch in dimension 1}}
  %0 = sparse_tensor.convert %a : tensor<4x?xf64> to tensor<4x8xf64, #CSR>
  return %0 : tensor<4x8xf64, #CSR>
}
// -----
#Cut = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(0, 4, 1)>, j : #sparse_tensor<slice(0, 4, 1)>) -> (i : dense, j : compressed) }>
func.func @convert_to_slice(%a: tensor<4x4xf64>) -> tensor<4x4xf64, #Cut> {
  // expected-error @+1 {{cannot convert to a sparse tensor slice}}
  %0 = sparse_tensor.convert %a : tensor<4x4xf64> to tensor<4x4xf64, #Cut>
  return %0 : tensor<4x4xf64, #Cut>
}
// -----
func.func @convert_unranked(%a: tensor<*xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{custom op 'sparse_tensor.convert' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf64>'}}
  %0 = sparse_tensor.convert %a : tensor<*xf64> to tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @convert_unranked_generic(%a: tensor<*xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{'sparse_tensor.convert' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf64>'}}
  %0 = "sparse_tensor.convert"(%a) : (tensor<*xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @convert_two_operands(%a: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{'sparse_tensor.convert' op requires a single operand}}
  %0 = "sparse_tensor.convert"(%a, %a) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_one(%a: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{Need at least two tensors to concatenate.}}
  %0 = sparse_tensor.concatenate %a {dimension = 0 : index} : tensor<4x4xf64, #CSR> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_dim_bounds(%a: tensor<4x4xf64, #CSR>) -> tensor<4x8xf64, #CSR> {
  // expected-error @+1 {{Concat-dimension is out of bounds for dimension-rank (2 >= 2)}}
  %0 = sparse_tensor.concatenate %a, %a {dimension = 2 : index} : tensor<4x4xf64, #CSR>, tensor<4x4xf64, #CSR> to tensor<4x8xf64, #CSR>
  return %0 : tensor<4x8xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_dynamic(%a: tensor<4x4xf64, #CSR>, %b: tensor<4x?xf64>) -> tensor<4x?xf64, #CSR> {
  // expected-error @+1 {{Input tensor $1 has dynamic shape}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 1 : index} : tensor<4x4xf64, #CSR>, tensor<4x?xf64> to tensor<4x?xf64, #CSR>
  return %0 : tensor<4x?xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_rank(%a: tensor<4x4xf64, #CSR>, %b: tensor<4xf64>) -> tensor<8x4xf64, #CSR> {
  // expected-error @+1 {{Input tensor $1 has a different rank (rank=1) from the output tensor (rank=2).}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<4x4xf64, #CSR>, tensor<4xf64> to tensor<8x4xf64, #CSR>
  return %0 : tensor<8x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_sum(%a: tensor<4x4xf64, #CSR>, %b: tensor<2x4xf64>) -> tensor<7x4xf64, #CSR> {
  // expected-error @+1 {{The concatenation dimension of the output tensor should be the sum of all the concatenation dimensions of the input tensors.}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<4x4xf64, #CSR>, tensor<2x4xf64> to tensor<7x4xf64, #CSR>
  return %0 : tensor<7x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_other_dims(%a: tensor<4x4xf64, #CSR>, %b: tensor<2x5xf64>) -> tensor<6x4xf64, #CSR> {
  // expected-error @+1 {{All dimensions (expect for the concatenating one) should be equal.}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<4x4xf64, #CSR>, tensor<2x5xf64> to tensor<6x4xf64, #CSR>
  return %0 : tensor<6x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @concat_no_dimension(%a: tensor<4x4xf64, #CSR>) -> tensor<8x4xf64, #CSR> {
  // expected-error @+1 {{'sparse_tensor.concatenate' op requires attribute 'dimension'}}
  %0 = sparse_tensor.concatenate %a, %a : tensor<4x4xf64, #CSR>, tensor<4x4xf64, #CSR> to tensor<8x4xf64, #CSR>
  return %0 : tensor<8x4xf64, #CSR>
}
