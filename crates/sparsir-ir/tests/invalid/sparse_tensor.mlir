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

// -----
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @reinterpret_rank(%a: tensor<4x4xf64, #BSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{Level rank mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<4x4xf64, #BSR> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSRW = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), crdWidth = 32 }>
func.func @reinterpret_width(%a: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSRW> {
  // expected-error @+1 {{Crd/Pos width mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<4x4xf64, #CSR> to tensor<4x4xf64, #CSRW>
  return %0 : tensor<4x4xf64, #CSRW>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
func.func @reinterpret_elem(%a: tensor<4x6xf64, #CSC>) -> tensor<6x4xf32, #CSR> {
  // expected-error @+1 {{Element type mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<4x6xf64, #CSC> to tensor<6x4xf32, #CSR>
  return %0 : tensor<6x4xf32, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
func.func @reinterpret_sizes(%a: tensor<4x6xf64, #CSC>) -> tensor<4x6xf64, #CSR> {
  // expected-error @+1 {{Level size mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<4x6xf64, #CSC> to tensor<4x6xf64, #CSR>
  return %0 : tensor<4x6xf64, #CSR>
}
// -----
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense) }>
#DSDD = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : dense, j : compressed, k : dense, l : dense) }>
func.func @reinterpret_block_sizes(%a: tensor<6x12xi32, #BSR>) -> tensor<3x4x2x2xi32, #DSDD> {
  // expected-error @+1 {{Level size mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<6x12xi32, #BSR> to tensor<3x4x2x2xi32, #DSDD>
  return %0 : tensor<3x4x2x2xi32, #DSDD>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @reinterpret_dense(%a: tensor<4x4xf64>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{'sparse_tensor.reinterpret_map' op operand #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  %0 = sparse_tensor.reinterpret_map %a : tensor<4x4xf64> to tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @reorder_not_coo(%a: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #COO> {
  // expected-error @+1 {{Expected COO sparse tensors only}}
  %0 = sparse_tensor.reorder_coo quick_sort %a : tensor<4x4xf64, #CSR> to tensor<4x4xf64, #COO>
  return %0 : tensor<4x4xf64, #COO>
}
// -----
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#COOT = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed(nonunique), i : singleton) }>
func.func @reorder_map(%a: tensor<4x4xf64, #COO>) -> tensor<4x4xf64, #COOT> {
  // expected-error @+1 {{Unmatched dim2lvl map between input and result COO}}
  %0 = sparse_tensor.reorder_coo quick_sort %a : tensor<4x4xf64, #COO> to tensor<4x4xf64, #COOT>
  return %0 : tensor<4x4xf64, #COOT>
}
// -----
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#COO32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 32 }>
func.func @reorder_storage(%a: tensor<4x4xf64, #COO>) -> tensor<4x4xf64, #COO32> {
  // expected-error @+1 {{Unmatched storage format between input and result COO}}
  %0 = sparse_tensor.reorder_coo heap_sort %a : tensor<4x4xf64, #COO> to tensor<4x4xf64, #COO32>
  return %0 : tensor<4x4xf64, #COO32>
}
// -----
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @reorder_algorithm(%a: tensor<4x4xf64, #COO>) -> tensor<4x4xf64, #COO> {
  // expected-error @+2 {{custom op 'sparse_tensor.reorder_coo' expected ::mlir::sparse_tensor::SparseTensorSortKind to be one of: hybrid_quick_sort, insertion_sort_stable, quick_sort, heap_sort}}
  // expected-error @+1 {{custom op 'sparse_tensor.reorder_coo' failed to parse SparseTensorSortKindAttr parameter 'value' which is to be a `::mlir::sparse_tensor::SparseTensorSortKind`}}
  %0 = sparse_tensor.reorder_coo merge_sort %a : tensor<4x4xf64, #COO> to tensor<4x4xf64, #COO>
  return %0 : tensor<4x4xf64, #COO>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @positions_level(%a: tensor<4x4xf64, #CSR>) -> memref<?xindex> {
  // expected-error @+1 {{requested level is out of bounds}}
  %0 = sparse_tensor.positions %a {level = 2 : index} : tensor<4x4xf64, #CSR> to memref<?xindex>
  return %0 : memref<?xindex>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 16 }>
func.func @positions_width(%a: tensor<4x4xf64, #CSR>) -> memref<?xi32> {
  // expected-error @+1 {{unexpected type for positions}}
  %0 = sparse_tensor.positions %a {level = 1 : index} : tensor<4x4xf64, #CSR> to memref<?xi32>
  return %0 : memref<?xi32>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), crdWidth = 8 }>
func.func @coordinates_width(%a: tensor<4x4xf64, #CSR>) -> memref<?xindex> {
  // expected-error @+1 {{unexpected type for coordinates}}
  %0 = sparse_tensor.coordinates %a {level = 1 : index} : tensor<4x4xf64, #CSR> to memref<?xindex>
  return %0 : memref<?xindex>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32 }>
func.func @positions_inferred(%a: tensor<4x4xf64, #CSR>) -> memref<8xi32> {
  // expected-error @+2 {{'sparse_tensor.positions' op inferred type(s) 'memref<?xi32>' are incompatible with return type(s) of operation 'memref<8xi32>'}}
  // expected-error @+1 {{'sparse_tensor.positions' op failed to infer returned types}}
  %0 = sparse_tensor.positions %a {level = 1 : index} : tensor<4x4xf64, #CSR> to memref<8xi32>
  return %0 : memref<8xi32>
}
// -----
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @coordinates_aos(%a: tensor<4x4xf64, #COO>) -> memref<?xindex> {
  // expected-error @+2 {{'sparse_tensor.coordinates' op inferred type(s) 'memref<?xindex, strided<[?], offset: ?>>' are incompatible with return type(s) of operation 'memref<?xindex>'}}
  // expected-error @+1 {{'sparse_tensor.coordinates' op failed to infer returned types}}
  %0 = sparse_tensor.coordinates %a {level = 0 : index} : tensor<4x4xf64, #COO> to memref<?xindex>
  return %0 : memref<?xindex>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @values_elem(%a: tensor<4x4xf64, #CSR>) -> memref<?xf32> {
  // expected-error @+1 {{unexpected mismatch in element types}}
  %0 = sparse_tensor.values %a : tensor<4x4xf64, #CSR> to memref<?xf32>
  return %0 : memref<?xf32>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @values_rank0(%a: tensor<4x4xf64, #CSR>) -> memref<f64> {
  // expected-error @+1 {{'sparse_tensor.values' op result #0 must be non-0-ranked.memref of any type values, but got 'memref<f64>'}}
  %0 = sparse_tensor.values %a : tensor<4x4xf64, #CSR> to memref<f64>
  return %0 : memref<f64>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @coordinates_buffer_no_coo(%a: tensor<4x4xf64, #CSR>) -> memref<?xindex> {
  // expected-error @+1 {{expected sparse tensor with a COO region}}
  %0 = sparse_tensor.coordinates_buffer %a : tensor<4x4xf64, #CSR> to memref<?xindex>
  return %0 : memref<?xindex>
}
// -----
#SoA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>
func.func @coordinates_buffer_soa(%a: tensor<4x4xf64, #SoA>) -> memref<?xindex> {
  // expected-error @+1 {{expected sparse tensor with a COO region}}
  %0 = sparse_tensor.coordinates_buffer %a : tensor<4x4xf64, #SoA> to memref<?xindex>
  return %0 : memref<?xindex>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @positions_no_level(%a: tensor<4x4xf64, #CSR>) -> memref<?xindex> {
  // expected-error @+1 {{'sparse_tensor.positions' op requires attribute 'level'}}
  %0 = "sparse_tensor.positions"(%a) : (tensor<4x4xf64, #CSR>) -> memref<?xindex>
  return %0 : memref<?xindex>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @positions_level_type(%a: tensor<4x4xf64, #CSR>) -> memref<?xindex> {
  // expected-error @+1 {{'sparse_tensor.positions' op attribute 'level' failed to satisfy constraint: level attribute}}
  %0 = "sparse_tensor.positions"(%a) <{level = 1 : i32}> : (tensor<4x4xf64, #CSR>) -> memref<?xindex>
  return %0 : memref<?xindex>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @coordinates_level_custom(%a: tensor<4x4xf64, #CSR>) -> memref<?xindex> {
  // expected-error @+1 {{custom op 'sparse_tensor.coordinates' 'sparse_tensor.coordinates' op attribute 'level' failed to satisfy constraint: level attribute}}
  %0 = sparse_tensor.coordinates %a {level = 1} : tensor<4x4xf64, #CSR> to memref<?xindex>
  return %0 : memref<?xindex>
}
// -----
func.func @print_dense(%a: tensor<4x4xf64>) {
  // expected-error @+1 {{'sparse_tensor.print' op operand #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  sparse_tensor.print %a : tensor<4x4xf64>
  return
}
// -----
func.func @out_dense(%a: tensor<4x4xf64>, %d: !llvm.ptr) {
  // expected-error @+1 {{'sparse_tensor.out' op operand #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  sparse_tensor.out %a, %d : tensor<4x4xf64>, !llvm.ptr
  return
}
// -----
func.func @new_dense(%d: !llvm.ptr) -> tensor<4x4xf64> {
  // expected-error @+1 {{'sparse_tensor.new' op result #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  %0 = sparse_tensor.new %d : !llvm.ptr to tensor<4x4xf64>
  return %0 : tensor<4x4xf64>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @load_type(%a: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64> {
  // expected-error @+2 {{'sparse_tensor.load' op inferred type(s) 'tensor<4x4xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>' are incompatible with return type(s) of operation 'tensor<4x4xf64>'}}
  // expected-error @+1 {{'sparse_tensor.load' op failed to infer returned types}}
  %0 = "sparse_tensor.load"(%a) : (tensor<4x4xf64, #CSR>) -> tensor<4x4xf64>
  return %0 : tensor<4x4xf64>
}
// -----
func.func @entries_dense(%a: tensor<4x4xf64>) -> index {
  // expected-error @+1 {{'sparse_tensor.number_of_entries' op operand #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  %0 = sparse_tensor.number_of_entries %a : tensor<4x4xf64>
  return %0 : index
}
// -----
func.func @lvl_dense(%a: tensor<4x4xf64>, %i: index) -> index {
  // expected-error @+1 {{'sparse_tensor.lvl' op operand #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  %0 = sparse_tensor.lvl %a, %i : tensor<4x4xf64>
  return %0 : index
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @lvl_result(%a: tensor<4x4xf64, #CSR>, %i: index) -> i32 {
  // expected-error @+1 {{'sparse_tensor.lvl' op result #0 must be index, but got 'i32'}}
  %0 = "sparse_tensor.lvl"(%a, %i) : (tensor<4x4xf64, #CSR>, index) -> i32
  return %0 : i32
}
// -----
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
func.func @crd_translate_rank(%i: index, %j: index) {
  // expected-error @+1 {{Coordinate rank mismatch with encoding}}
  %0:2 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index
  return
}
// -----
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
func.func @crd_translate_direction(%i: index, %j: index) {
  // expected-error @+2 {{custom op 'sparse_tensor.crd_translate' expected ::mlir::sparse_tensor::CrdTransDirectionKind to be one of: dim_to_lvl, lvl_to_dim}}
  // expected-error @+1 {{custom op 'sparse_tensor.crd_translate' failed to parse SparseTensorCrdTransDirectionAttr parameter 'value' which is to be a `::mlir::sparse_tensor::CrdTransDirectionKind`}}
  %0:4 = sparse_tensor.crd_translate dim2lvl [%i, %j] as #BSR : index, index, index, index
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @slice_offset_not_slice(%a: tensor<4x4xf64, #CSR>) -> index {
  // expected-error @+1 {{'sparse_tensor.slice.offset' op operand #0 must be sparse tensor slice of any type values, but got 'tensor<4x4xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>'}}
  %0 = sparse_tensor.slice.offset %a at 0 : tensor<4x4xf64, #CSR>
  return %0 : index
}
// -----
#Cut = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(0, 4, 1)>, j : #sparse_tensor<slice(0, 4, 1)>) -> (i : dense, j : compressed) }>
func.func @slice_stride_dim(%a: tensor<4x4xf64, #Cut>) -> index {
  // expected-error @+1 {{requested dimension out of bound}}
  %0 = sparse_tensor.slice.stride %a at 2 : tensor<4x4xf64, #Cut>
  return %0 : index
}

// -----
func.func @sort_not_permutation(%n: index, %xy: memref<?xindex>) {
  // expected-error @+1 {{Expected a permutation map, got (d0, d1) -> (d0, d0)}}
  sparse_tensor.sort quick_sort %n, %xy {perm_map = affine_map<(i, j) -> (i, i)>} : memref<?xindex>
  return
}
// -----
func.func @sort_float_keys(%n: index, %xy: memref<?xf32>) {
  // expected-error @+1 {{'sparse_tensor.sort' op operand #1 must be 1D memref of integer or index values, but got 'memref<?xf32>'}}
  sparse_tensor.sort quick_sort %n, %xy {perm_map = affine_map<(i) -> (i)>} : memref<?xf32>
  return
}
// -----
func.func @sort_ys_rank(%n: index, %xy: memref<?xindex>, %y: memref<4x4xf32>) {
  // expected-error @+1 {{'sparse_tensor.sort' op operand #2 must be variadic of 1D memref of any type values, but got 'memref<4x4xf32>'}}
  sparse_tensor.sort heap_sort %n, %xy jointly %y {perm_map = affine_map<(i) -> (i)>} : memref<?xindex> jointly memref<4x4xf32>
  return
}
// -----
func.func @sort_no_map(%n: index, %xy: memref<?xindex>) {
  // expected-error @+1 {{'sparse_tensor.sort' op requires attribute 'perm_map'}}
  sparse_tensor.sort heap_sort %n, %xy : memref<?xindex>
  return
}
// -----
func.func @sort_ny_type(%n: index, %xy: memref<?xindex>) {
  // expected-error @+1 {{custom op 'sparse_tensor.sort' 'sparse_tensor.sort' op attribute 'ny' failed to satisfy constraint: index attribute}}
  sparse_tensor.sort heap_sort %n, %xy {perm_map = affine_map<(i) -> (i)>, ny = 1 : i64} : memref<?xindex>
  return
}
// -----
func.func @sort_map_kind(%n: index, %xy: memref<?xindex>) {
  // expected-error @+1 {{invalid properties {algorithm = #sparse_tensor<SparseTensorSortAlgorithm quick_sort>, perm_map = 2 : i64} for op sparse_tensor.sort: Invalid attribute `perm_map` in property conversion: 2 : i64}}
  "sparse_tensor.sort"(%n, %xy) <{algorithm = #sparse_tensor<SparseTensorSortAlgorithm quick_sort>, perm_map = 2 : i64}> : (index, memref<?xindex>) -> ()
  return
}
// -----
func.func @push_back_value(%s: index, %b: memref<?xf64>, %v: f32) {
  // expected-error @+1 {{'sparse_tensor.push_back' op failed to verify that value type matches element type of inBuffer}}
  %0:2 = sparse_tensor.push_back %s, %b, %v : index, memref<?xf64>, f32
  return
}
// -----
func.func @push_back_rank(%s: index, %b: memref<2x2xf64>, %v: f64) {
  // expected-error @+1 {{'sparse_tensor.push_back' op operand #1 must be 1D memref of any type values, but got 'memref<2x2xf64>'}}
  %0:2 = sparse_tensor.push_back %s, %b, %v : index, memref<2x2xf64>, f64
  return
}
// -----
func.func @push_back_size_type(%s: i32, %b: memref<?xf64>, %v: f64) {
  // expected-error @+1 {{custom op 'sparse_tensor.push_back' invalid kind of type specified: expected builtin.index, but found 'i32'}}
  %0:2 = sparse_tensor.push_back %s, %b, %v : i32, memref<?xf64>, f64
  return
}
// -----
func.func @push_back_out_type(%s: index, %b: memref<?xf64>, %v: f64) {
  // expected-error @+1 {{'sparse_tensor.push_back' op failed to verify that all of {inBuffer, outBuffer} have same type}}
  %0:2 = "sparse_tensor.push_back"(%s, %b, %v) : (index, memref<?xf64>, f64) -> (memref<4xf64>, index)
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @compress_coords(%v: memref<?xf64>, %f: memref<?xi1>, %a: memref<?xindex>, %c: index, %t: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{'sparse_tensor.compress' op incorrect number of coordinates}}
  %0 = sparse_tensor.compress %v, %f, %a, %c into %t[%c, %c] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @compress_filled(%v: memref<?xf64>, %f: memref<?xi8>, %a: memref<?xindex>, %c: index, %t: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{'sparse_tensor.compress' op operand #1 must be 1D memref of 1-bit signless integer values, but got 'memref<?xi8>'}}
  %0 = sparse_tensor.compress %v, %f, %a, %c into %t[%c] : memref<?xf64>, memref<?xi8>, memref<?xindex>, tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @expand_added(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{'sparse_tensor.expand' op result #2 must be 1D memref of index values, but got 'memref<?xi32>'}}
  %0:4 = sparse_tensor.expand %t : tensor<4x4xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xi32>
  return
}
// -----
func.func @expand_dense(%t: tensor<4x4xf64>) {
  // expected-error @+1 {{'sparse_tensor.expand' op operand #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  %0:4 = sparse_tensor.expand %t : tensor<4x4xf64> to memref<?xf64>, memref<?xi1>, memref<?xindex>
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @specifier_val_level(%s: !sparse_tensor.storage_specifier<#CSR>) -> index {
  // expected-error @+1 {{redundant level argument for querying value memory size}}
  %0 = sparse_tensor.storage_specifier.get %s val_mem_sz at 0 : !sparse_tensor.storage_specifier<#CSR>
  return %0 : index
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @specifier_slice_data(%s: !sparse_tensor.storage_specifier<#CSR>) -> index {
  // expected-error @+1 {{requested slice data on non-slice tensor}}
  %0 = sparse_tensor.storage_specifier.get %s dim_offset at 0 : !sparse_tensor.storage_specifier<#CSR>
  return %0 : index
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @specifier_missing_level(%s: !sparse_tensor.storage_specifier<#CSR>, %v: index) -> !sparse_tensor.storage_specifier<#CSR> {
  // expected-error @+1 {{missing level argument}}
  %0 = sparse_tensor.storage_specifier.set %s lvl_sz with %v : !sparse_tensor.storage_specifier<#CSR>
  return %0 : !sparse_tensor.storage_specifier<#CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @specifier_level_bounds(%s: !sparse_tensor.storage_specifier<#CSR>) -> index {
  // expected-error @+1 {{requested level is out of bounds}}
  %0 = sparse_tensor.storage_specifier.get %s crd_mem_sz at 2 : !sparse_tensor.storage_specifier<#CSR>
  return %0 : index
}
// -----
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @specifier_singleton_pos(%s: !sparse_tensor.storage_specifier<#COO>) -> index {
  // expected-error @+1 {{requested position memory size on a singleton level}}
  %0 = sparse_tensor.storage_specifier.get %s pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#COO>
  return %0 : index
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @specifier_kind(%s: !sparse_tensor.storage_specifier<#CSR>) -> index {
  // expected-error @+2 {{custom op 'sparse_tensor.storage_specifier.get' expected ::mlir::sparse_tensor::StorageSpecifierKind to be one of: lvl_sz, pos_mem_sz, crd_mem_sz, val_mem_sz, dim_offset, dim_stride}}
  // expected-error @+1 {{custom op 'sparse_tensor.storage_specifier.get' failed to parse SparseTensorStorageSpecifierKindAttr parameter 'value' which is to be a `::mlir::sparse_tensor::StorageSpecifierKind`}}
  %0 = sparse_tensor.storage_specifier.get %s nnz at 1 : !sparse_tensor.storage_specifier<#CSR>
  return %0 : index
}
// -----
func.func @binary_overlap_args(%x: f64, %y: f64) -> f64 {
  // expected-error @+1 {{overlap region must have exactly 2 arguments}}
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {
    ^bb0(%a: f64):
      sparse_tensor.yield %a : f64
    }
    left = identity
    right = identity
  return %0 : f64
}
// -----
func.func @binary_overlap_arg_type(%x: f64, %y: i32) -> f64 {
  // expected-error @+1 {{overlap region argument 2 type mismatch}}
  %0 = sparse_tensor.binary %x, %y : f64, i32 to f64
    overlap = {
    ^bb0(%a: f64, %b: f64):
      sparse_tensor.yield %a : f64
    }
    left = identity
    right = {}
  return %0 : f64
}
// -----
func.func @binary_overlap_yield(%x: f64, %y: f64, %z: i32) -> f64 {
  // expected-error @+1 {{overlap region yield type mismatch}}
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {
    ^bb0(%a: f64, %b: f64):
      sparse_tensor.yield %z : i32
    }
    left = {}
    right = {}
  return %0 : f64
}
// -----
func.func @binary_left_args(%x: f64, %y: f64) -> f64 {
  // expected-error @+1 {{left region must have exactly 1 arguments}}
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {}
    left = {
    ^bb0(%a: f64, %b: f64):
      sparse_tensor.yield %a : f64
    }
    right = {}
  return %0 : f64
}
// -----
func.func @binary_left_identity(%x: i32, %y: f64) -> f64 {
  // expected-error @+1 {{left=identity requires first argument to have the same type as the output}}
  %0 = sparse_tensor.binary %x, %y : i32, f64 to f64
    overlap = {}
    left = identity
    right = identity
  return %0 : f64
}
// -----
func.func @binary_right_identity(%x: f64, %y: i32) -> f64 {
  // expected-error @+1 {{right=identity requires second argument to have the same type as the output}}
  %0 = sparse_tensor.binary %x, %y : f64, i32 to f64
    overlap = {}
    left = identity
    right = identity
  return %0 : f64
}
// -----
func.func @binary_right_yield_count(%x: f64, %y: f64) -> f64 {
  // expected-error @+1 {{right region yield type mismatch}}
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {}
    left = {}
    right = {
    ^bb0(%b: f64):
      sparse_tensor.yield %b, %b : f64, f64
    }
  return %0 : f64
}
// -----
func.func @binary_keyword(%x: f64, %y: f64) -> f64 {
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {}
    // expected-error @+1 {{custom op 'sparse_tensor.binary' expected 'left'}}
    right = {}
    left = {}
  return %0 : f64
}
// -----
func.func @binary_two_regions(%x: f64, %y: f64) -> f64 {
  // expected-error @+1 {{'sparse_tensor.binary' op expected 3 regions}}
  %0 = "sparse_tensor.binary"(%x, %y) ({}, {}) : (f64, f64) -> f64
  return %0 : f64
}
// -----
func.func @binary_no_yield(%x: f64, %y: f64, %t: tensor<?xf64>) -> f64 {
  // expected-error @+1 {{overlap region must end with sparse_tensor.yield}}
  %0 = "sparse_tensor.binary"(%x, %y) ({
  ^bb0(%a: f64, %b: f64):
    sparse_tensor.print %t : tensor<?xf64>
  }, {}, {}) : (f64, f64) -> f64
  return %0 : f64
}

// -----
func.func @unary_present_args(%x: f64) -> f64 {
  // expected-error @+1 {{present region must have exactly 1 arguments}}
  %0 = sparse_tensor.unary %x : f64 to f64
    present = {
    ^bb0(%a: f64, %b: f64):
      sparse_tensor.yield %a : f64
    }
    absent = {}
  return %0 : f64
}
// -----
func.func @unary_present_type(%x: f64) -> f64 {
  // expected-error @+1 {{present region argument 1 type mismatch}}
  %0 = sparse_tensor.unary %x : f64 to f64
    present = {
    ^bb0(%a: f32):
      sparse_tensor.yield %x : f64
    }
    absent = {}
  return %0 : f64
}
// -----
func.func @unary_absent_args(%x: f64, %c: f64) -> f64 {
  // expected-error @+1 {{absent region must have exactly 0 arguments}}
  %0 = sparse_tensor.unary %x : f64 to f64
    present = {}
    absent = {
    ^bb0(%a: f64):
      sparse_tensor.yield %c : f64
    }
  return %0 : f64
}
// -----
func.func @unary_absent_block_arg(%x: f64, %c: f64) -> f64 {
  // expected-error @+1 {{absent region cannot yield linalg argument}}
  %0 = sparse_tensor.unary %x : f64 to f64
    present = {}
    absent = {
      sparse_tensor.yield %c : f64
    }
  return %0 : f64
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @unary_absent_local(%t: tensor<?xf64, #SV>, %x: index) -> index {
  // expected-error @+1 {{absent region cannot yield locally computed value}}
  %0 = sparse_tensor.unary %x : index to index
    present = {}
    absent = {
      %n = sparse_tensor.number_of_entries %t : tensor<?xf64, #SV>
      sparse_tensor.yield %n : index
    }
  return %0 : index
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @unary_absent_sibling(%t: tensor<?xf64, #SV>, %x: index) -> index {
  %n = sparse_tensor.number_of_entries %t : tensor<?xf64, #SV>
  // expected-error @+1 {{absent region cannot yield locally computed value}}
  %0 = sparse_tensor.unary %x : index to index
    present = {}
    absent = {
      sparse_tensor.yield %n : index
    }
  return %0 : index
}
// -----
func.func @unary_keyword(%x: f64) -> f64 {
  %0 = sparse_tensor.unary %x : f64 to f64
    // expected-error @+1 {{custom op 'sparse_tensor.unary' expected 'present'}}
    absent = {}
    present = {}
  return %0 : f64
}
// -----
func.func @reduce_args(%x: f64, %y: f64, %z: f64) -> f64 {
  // expected-error @+1 {{reduce region must have exactly 2 arguments}}
  %0 = sparse_tensor.reduce %x, %y, %z : f64 {
  ^bb0(%a: f64):
    sparse_tensor.yield %a : f64
  }
  return %0 : f64
}
// -----
func.func @reduce_yield(%x: f64, %y: f64, %z: f64, %w: f32) -> f64 {
  // expected-error @+1 {{reduce region yield type mismatch}}
  %0 = sparse_tensor.reduce %x, %y, %z : f64 {
  ^bb0(%a: f64, %b: f64):
    sparse_tensor.yield %w : f32
  }
  return %0 : f64
}
// -----
func.func @reduce_types(%x: f64, %y: f32, %z: f64) -> f64 {
  // expected-error @+1 {{'sparse_tensor.reduce' op requires the same type for all operands and results}}
  %0 = "sparse_tensor.reduce"(%x, %y, %z) ({
  ^bb0(%a: f64, %b: f64):
    sparse_tensor.yield %a : f64
  }) : (f64, f32, f64) -> f64
  return %0 : f64
}
// -----
func.func @reduce_empty(%x: f64, %y: f64, %z: f64) -> f64 {
  // expected-error @+1 {{'sparse_tensor.reduce' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  %0 = sparse_tensor.reduce %x, %y, %z : f64 {
  }
  return %0 : f64
}
// -----
func.func @select_yield(%x: f64) -> f64 {
  // expected-error @+1 {{select region yield type mismatch}}
  %0 = sparse_tensor.select %x : f64 {
  ^bb0(%a: f64):
    sparse_tensor.yield %a : f64
  }
  return %0 : f64
}
// -----
func.func @select_args(%x: f64, %b: i1) -> f64 {
  // expected-error @+1 {{select region must have exactly 1 arguments}}
  %0 = sparse_tensor.select %x : f64 {
  ^bb0(%a: f64, %c: f64):
    sparse_tensor.yield %b : i1
  }
  return %0 : f64
}
// -----
func.func @select_arg_type(%x: f64, %b: i1) -> f64 {
  // expected-error @+1 {{select region argument 1 type mismatch}}
  %0 = sparse_tensor.select %x : f64 {
  ^bb0(%a: i32):
    sparse_tensor.yield %b : i1
  }
  return %0 : f64
}
// -----
func.func @yield_parent(%x: f64) {
  // expected-error @+1 {{'sparse_tensor.yield' op expects parent op to be one of 'sparse_tensor.binary, sparse_tensor.unary, sparse_tensor.reduce, sparse_tensor.select, sparse_tensor.foreach, sparse_tensor.iterate, sparse_tensor.coiterate'}}
  sparse_tensor.yield %x : f64
}
// -----
func.func @yield_not_last(%x: f64, %b: i1) -> f64 {
  %0 = "sparse_tensor.select"(%x) ({
  ^bb0(%a: f64):
    // expected-error @+1 {{'sparse_tensor.yield' op must be the last operation in the parent block}}
    "sparse_tensor.yield"(%b) : (i1) -> ()
    "sparse_tensor.yield"(%b) : (i1) -> ()
  }) : (f64) -> f64
  return %0 : f64
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @foreach_args(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{Unmatched number of arguments in the block}}
  sparse_tensor.foreach in %t : tensor<4x4xf64, #CSR> do {
  ^bb0(%i: index, %j: index, %v: f64, %extra: f64):
  }
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @foreach_result_types(%t: tensor<4x4xf64, #CSR>, %a: f64) {
  // expected-error @+1 {{Mismatch in types of init arguments and results}}
  %0 = sparse_tensor.foreach in %t init(%a) : tensor<4x4xf64, #CSR>, f64 -> f32 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
    sparse_tensor.yield %acc : f64
  }
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @foreach_result_count(%t: tensor<4x4xf64, #CSR>, %a: f64) {
  // expected-error @+1 {{Mismatch in number of init arguments and results}}
  %0:2 = sparse_tensor.foreach in %t init(%a) : tensor<4x4xf64, #CSR>, f64 -> f64, f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
    sparse_tensor.yield %acc : f64
  }
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @foreach_yield(%t: tensor<4x4xf64, #CSR>, %a: f64) {
  // expected-error @+1 {{Mismatch in types of yield values and results}}
  %0 = sparse_tensor.foreach in %t init(%a) : tensor<4x4xf64, #CSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
    sparse_tensor.yield %i : index
  }
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @foreach_missing_yield_value(%t: tensor<4x4xf64, #CSR>, %a: f64) {
  // expected-error @+1 {{Mismatch in types of yield values and results}}
  %0 = sparse_tensor.foreach in %t init(%a) : tensor<4x4xf64, #CSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
  }
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @foreach_coordinate_type(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{Expecting Index type for argument at index 1}}
  sparse_tensor.foreach in %t : tensor<4x4xf64, #CSR> do {
  ^bb0(%i: index, %j: i64, %v: f64):
  }
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @foreach_value_type(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{Unmatched element type between input tensor and block argument, expected:f64, got: f32}}
  sparse_tensor.foreach in %t : tensor<4x4xf64, #CSR> do {
  ^bb0(%i: index, %j: index, %v: f32):
  }
  return
}
// -----
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
func.func @foreach_order(%t: tensor<4x4xf64, #BSR>) {
  // expected-error @+1 {{Level traverse order does not match tensor's level rank}}
  sparse_tensor.foreach in %t {order = affine_map<(i, j) -> (j, i)>} : tensor<4x4xf64, #BSR> do {
  ^bb0(%i: index, %j: index, %v: f64):
  }
  return
}
// -----
func.func @foreach_unranked(%t: tensor<*xf64>) {
  // expected-error @+1 {{custom op 'sparse_tensor.foreach' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf64>'}}
  sparse_tensor.foreach in %t : tensor<*xf64> do {
  ^bb0(%v: f64):
  }
  return
}
// -----
func.func @foreach_two_blocks(%t: tensor<4xf64>) {
  // expected-error @+1 {{'sparse_tensor.foreach' op expects region #0 to have 0 or 1 blocks}}
  "sparse_tensor.foreach"(%t) ({
  ^bb0(%i: index, %v: f64):
    "sparse_tensor.yield"() : () -> ()
  ^bb1:
    "sparse_tensor.yield"() : () -> ()
  }) : (tensor<4xf64>) -> ()
  return
}
// -----
func.func @foreach_terminator(%t: tensor<4xf64>, %d: !llvm.ptr) {
  // expected-error @+1 {{Mismatch in types of yield values and results}}
  "sparse_tensor.foreach"(%t) ({
  ^bb0(%i: index, %v: f64):
    "sparse_tensor.print"(%t) : (tensor<4xf64>) -> ()
  }) : (tensor<4xf64>) -> ()
  return
}

// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @space_levels(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{'sparse_tensor.extract_iteration_space' op expected smaller level low than level high}}
  %0 = "sparse_tensor.extract_iteration_space"(%t) <{hiLvl = 1 : index, loLvl = 1 : index}> : (tensor<4x4xf64, #CSR>) -> !sparse_tensor.iter_space<#CSR, lvls = 1>
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @space_no_parent(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{'sparse_tensor.extract_iteration_space' op parent iterator should be specified iff level lower bound equals 0}}
  %0 = sparse_tensor.extract_iteration_space %t lvls = 1 : tensor<4x4xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @space_parent_at_zero(%t: tensor<4x4xf64, #CSR>, %it: !sparse_tensor.iterator<#CSR, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.extract_iteration_space' op parent iterator should be specified iff level lower bound equals 0}}
  %0 = sparse_tensor.extract_iteration_space %t at %it lvls = 0 : tensor<4x4xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 0>
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
func.func @space_parent_encoding(%t: tensor<4x4xf64, #CSR>, %it: !sparse_tensor.iterator<#DCSR, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.extract_iteration_space' op mismatch in parent iterator encoding and iteration space encoding.}}
  %0 = sparse_tensor.extract_iteration_space %t at %it lvls = 1 : tensor<4x4xf64, #CSR>, !sparse_tensor.iterator<#DCSR, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
  return
}
// -----
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : compressed, k : compressed) }>
func.func @space_parent_level(%t: tensor<4x4x4xf64, #CSF>, %it: !sparse_tensor.iterator<#CSF, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.extract_iteration_space' op parent iterator should be used to extract an iteration space from a consecutive level.}}
  %0 = sparse_tensor.extract_iteration_space %t at %it lvls = 2 : tensor<4x4x4xf64, #CSF>, !sparse_tensor.iterator<#CSF, lvls = 0> -> !sparse_tensor.iter_space<#CSF, lvls = 2>
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @space_inferred(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+2 {{'sparse_tensor.extract_iteration_space' op inferred type(s) '!sparse_tensor.iter_space<<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>, lvls = 0>' are incompatible with return type(s) of operation '!sparse_tensor.iter_space<<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>, lvls = 0 to 2>'}}
  // expected-error @+1 {{'sparse_tensor.extract_iteration_space' op failed to infer returned types}}
  %0 = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<4x4xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @space_dense(%t: tensor<4x4xf64>) {
  // expected-error @+1 {{'sparse_tensor.extract_iteration_space' op operand #0 must be sparse tensor of any type values, but got 'tensor<4x4xf64>'}}
  %0 = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<4x4xf64> -> !sparse_tensor.iter_space<#CSR, lvls = 0>
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
func.func @value_encoding(%t: tensor<4x4xf64, #CSR>, %it: !sparse_tensor.iterator<#DCSR, lvls = 1>) -> f64 {
  // expected-error @+1 {{'sparse_tensor.extract_value' op mismatch in tensor encoding and iterator encoding.}}
  %0 = sparse_tensor.extract_value %t at %it : tensor<4x4xf64, #CSR>, !sparse_tensor.iterator<#DCSR, lvls = 1>
  return %0 : f64
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @value_level(%t: tensor<4x4xf64, #CSR>, %it: !sparse_tensor.iterator<#CSR, lvls = 0>) -> f64 {
  // expected-error @+1 {{'sparse_tensor.extract_value' op must use last-level iterator to extract values. }}
  %0 = sparse_tensor.extract_value %t at %it : tensor<4x4xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0>
  return %0 : f64
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @value_result(%t: tensor<4x4xf64, #CSR>, %it: !sparse_tensor.iterator<#CSR, lvls = 1>) -> f32 {
  // expected-error @+1 {{'sparse_tensor.extract_value' op failed to verify that result type matches element type of tensor}}
  %0 = "sparse_tensor.extract_value"(%t, %it) : (tensor<4x4xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>) -> f32
  return %0 : f32
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @iterate_coordinate_bounds(%s: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.iterate' op required out-of-bound coordinates}}
  sparse_tensor.iterate %it in %s at(_, %c) : !sparse_tensor.iter_space<#SV, lvls = 0> {
  }
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @iterate_args_results(%s: !sparse_tensor.iter_space<#SV, lvls = 0>, %x: f64) {
  // expected-error @+1 {{custom op 'sparse_tensor.iterate' mismatch in number of iteration arguments and return values}}
  %0:2 = sparse_tensor.iterate %it in %s iter_args(%a = %x) : !sparse_tensor.iter_space<#SV, lvls = 0> -> (f64, f64) {
    sparse_tensor.yield %a : f64
  }
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @iterate_yield(%s: !sparse_tensor.iter_space<#SV, lvls = 0>, %x: f64, %n: index) {
  // expected-error @+1 {{'sparse_tensor.iterate' op 0-th region iter_arg and 0-th yielded value have different type: 'f64' != 'index'}}
  %0 = sparse_tensor.iterate %it in %s iter_args(%a = %x) : !sparse_tensor.iter_space<#SV, lvls = 0> -> f64 {
    sparse_tensor.yield %n : index
  }
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @iterate_yield_count(%s: !sparse_tensor.iter_space<#SV, lvls = 0>, %x: f64) {
  // expected-error @+1 {{'sparse_tensor.iterate' op number mismatch between iter args and results.}}
  %0 = sparse_tensor.iterate %it in %s iter_args(%a = %x) : !sparse_tensor.iter_space<#SV, lvls = 0> -> f64 {
  }
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @iterate_not_space(%s: index) {
  // expected-error @+1 {{custom op 'sparse_tensor.iterate' expected sparse_tensor.iter_space type for iteration space operands}}
  sparse_tensor.iterate %it in %s : index {
  }
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @iterate_iterator_type(%s: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.iterate' op mismatch in iterator and iteration space type}}
  "sparse_tensor.iterate"(%s) <{crdUsedLvls = 0 : i64}> ({
  ^bb0(%it: index):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#SV, lvls = 0>) -> ()
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @iterate_block_args(%s: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.iterate' op different number of inits and region iter_args: 0 != 1}}
  "sparse_tensor.iterate"(%s) <{crdUsedLvls = 1 : i64}> ({
  ^bb0(%it: !sparse_tensor.iterator<#SV, lvls = 0>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#SV, lvls = 0>) -> ()
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @iterate_used_type(%s: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.iterate' op attribute 'crdUsedLvls' failed to satisfy constraint: LevelSet attribute}}
  "sparse_tensor.iterate"(%s) <{crdUsedLvls = 1 : i32}> ({
  ^bb0(%c: index, %it: !sparse_tensor.iterator<#SV, lvls = 0>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#SV, lvls = 0>) -> ()
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @coiterate_duplicate_cases(%a: !sparse_tensor.iter_space<#SV, lvls = 0>, %b: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.coiterate' op contains duplicated cases.}}
  sparse_tensor.coiterate (%a, %b) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>)
  case %x, _ {
  }
  case %y, _ {
  }
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @coiterate_yield(%a: !sparse_tensor.iter_space<#SV, lvls = 0>, %b: !sparse_tensor.iter_space<#SV, lvls = 0>, %v: f64, %n: index) -> f64 {
  // expected-error @+1 {{'sparse_tensor.coiterate' op types mismatch between 0th yield value and defined value on 1th region}}
  %0 = sparse_tensor.coiterate (%a, %b) iter_args(%acc = %v) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>) -> f64
  case %x, _ {
    sparse_tensor.yield %acc : f64
  }
  case %x, %y {
    sparse_tensor.yield %n : index
  }
  return %0 : f64
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @coiterate_bounds(%a: !sparse_tensor.iter_space<#SV, lvls = 0>, %b: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.coiterate' op required out-of-bound coordinates}}
  sparse_tensor.coiterate (%a, %b) at(_, %c) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>)
  case %x, %y {
  }
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @coiterate_segments(%a: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.coiterate' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "sparse_tensor.coiterate"(%a) <{cases = [1], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 0>}> ({
  ^bb0(%x: !sparse_tensor.iterator<#SV, lvls = 0>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#SV, lvls = 0>) -> ()
  return
}
// -----
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @coiterate_cases_type(%a: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.coiterate' op attribute 'cases' failed to satisfy constraint: I64BitSet array attribute}}
  "sparse_tensor.coiterate"(%a) <{cases = [1 : i32], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 1, 0>}> ({
  ^bb0(%x: !sparse_tensor.iterator<#SV, lvls = 0>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#SV, lvls = 0>) -> ()
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @generic_props_unsupported(%t: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{invalid properties {dimension = 1 : index} for op sparse_tensor.convert: this operation does not support properties}}
  %0 = "sparse_tensor.convert"(%t) <{dimension = 1 : index}> : (tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @generic_enum_kind(%t: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{invalid properties {algorithm = #sparse_tensor<CrdTransDirection dim_to_lvl>} for op sparse_tensor.reorder_coo: Invalid attribute `algorithm` in property conversion: #sparse_tensor<CrdTransDirection dim_to_lvl>}}
  %0 = "sparse_tensor.reorder_coo"(%t) <{algorithm = #sparse_tensor<CrdTransDirection dim_to_lvl>}> : (tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @generic_unit_kind(%t: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error @+1 {{invalid properties {hasInserts = true} for op sparse_tensor.load: Invalid attribute `hasInserts` in property conversion: true}}
  %0 = "sparse_tensor.load"(%t) <{hasInserts = true}> : (tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR>
  return %0 : tensor<4x4xf64, #CSR>
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @generic_results(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{'sparse_tensor.number_of_entries' op requires one result}}
  "sparse_tensor.number_of_entries"(%t) : (tensor<4x4xf64, #CSR>) -> ()
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @generic_regions(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{'sparse_tensor.print' op requires zero regions}}
  "sparse_tensor.print"(%t) ({
  }) : (tensor<4x4xf64, #CSR>) -> ()
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @generic_expand_results(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{'sparse_tensor.expand' op expected 4 results}}
  %0:3 = "sparse_tensor.expand"(%t) : (tensor<4x4xf64, #CSR>) -> (memref<?xf64>, memref<?xi1>, memref<?xindex>)
  return
}
// -----
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @custom_level_missing(%a: tensor<4x4xf64, #CSR>) -> memref<?xindex> {
  // expected-error @+1 {{'sparse_tensor.coordinates' op requires attribute 'level'}}
  %0 = sparse_tensor.coordinates %a : tensor<4x4xf64, #CSR> to memref<?xindex>
  return %0 : memref<?xindex>
}
// -----
// expected-error @+1 {{unexpected position bitwidth: 12}}
#X = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 12 }>
func.func @encoding_width(%a: tensor<4x4xf64, #X>) {
  return
}
// -----
// expected-error @+1 {{SoA is only applicable to singleton lvlTypes.}}
#X = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed(soa)) }>
func.func @encoding_soa(%a: tensor<4x4xf64, #X>) {
  return
}
// -----
#X = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
// expected-error @+1 {{dimension-rank mismatch between encoding and tensor shape: 1 != 3}}
func.func @encoding_rank(%a: tensor<4x4x4xf64, #X>) {
  return
}
// -----

// A coiterate case whose block has a coordinate argument that `crdUsedLvls` does not
// ask for: MLIR 22 accepts it and prints `tensor.insert … [%arg6]` with `%arg6` unbound
// (text that does not parse); sparsir rejects it (found by the ir_parser fuzzer).
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @f(%s0: !sparse_tensor.iter_space<#SV, lvls = 0>, %s1: !sparse_tensor.iter_space<#SV, lvls = 0>, %t: tensor<?xindex, #SV>) -> tensor<?xindex, #SV> {
  // expected-error@+1 {{mismatch in number of basic block args and defined values on 0th region}}
  %0 = "sparse_tensor.coiterate"(%s0, %s1, %t) <{cases = [1], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%acc: tensor<?xindex, #SV>, %i: index, %it: !sparse_tensor.iterator<#SV, lvls = 0>):
    "sparse_tensor.yield"(%acc) : (tensor<?xindex, #SV>) -> ()
  }) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>, tensor<?xindex, #SV>) -> tensor<?xindex, #SV>
  return %0 : tensor<?xindex, #SV>
}
// -----

#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @f(%s0: !sparse_tensor.iter_space<#SV, lvls = 0>, %s1: !sparse_tensor.iter_space<#SV, lvls = 0>, %t: tensor<?xindex, #SV>) -> tensor<?xindex, #SV> {
  // expected-error@+1 {{expected index coordinate arguments on 0th region}}
  %0 = "sparse_tensor.coiterate"(%s0, %s1, %t) <{cases = [1], crdUsedLvls = 1 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%acc: tensor<?xindex, #SV>, %i: i64, %it: !sparse_tensor.iterator<#SV, lvls = 0>):
    "sparse_tensor.yield"(%acc) : (tensor<?xindex, #SV>) -> ()
  }) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>, tensor<?xindex, #SV>) -> tensor<?xindex, #SV>
  return %0 : tensor<?xindex, #SV>
}
