// Invalid sparse_tensor ops (outside the set-operation regions): verifier
// and custom-syntax errors.

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<8x8xf32>) {
  %0 = sparse_tensor.convert %a : tensor<8x8xf32> to tensor<8xf32, #SV>  // expected-error {{unexpected conversion mismatch in rank}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<?xf64>) {
  // expected-error @+1 {{unexpected conversion mismatch in dimension 0}}
  %0 = sparse_tensor.convert %a : tensor<?xf64> to tensor<100xf64, #SV>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<8x8xf32, #CSR>) {
  // expected-error @below {{unexpected conversion mismatch in dimension 1}}
  %0 = sparse_tensor.convert %a : tensor<8x8xf32, #CSR> to tensor<8x4xf32, #CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<8xf32>) {
  %0 = sparse_tensor.convert %a : tensor<8xf32> to memref<8xf32>
  // expected-error @above {{custom op 'sparse_tensor.convert' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<2x4xf64, #CSR>, %b: tensor<3x4xf64, #CSR>) {
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #CSR>, tensor<3x4xf64, #CSR> to tensor<6x4xf64, #CSR>
  // expected-error @-1 {{The concatenation dimension of the output tensor should be the sum of all the concatenation dimensions of the input tensors.}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<2x4xf64, #CSR>, %b: tensor<3x4xf64, #CSR>) {
  // expected-error @+1 {{Concat-dimension is out of bounds for dimension-rank (2 >= 2)}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 2 : index} : tensor<2x4xf64, #CSR>, tensor<3x4xf64, #CSR> to tensor<5x4xf64, #CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<2x4xf64, #CSR>, %b: tensor<3x5xf64, #CSR>) {
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #CSR>, tensor<3x5xf64, #CSR> to tensor<5x4xf64, #CSR>  // expected-error {{All dimensions (expect for the concatenating one) should be equal.}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<2x4xf64, #CSR>, %b: tensor<3xf64, #SV>) {
  // expected-error @+1 {{Input tensor $1 has a different rank (rank=1) from the output tensor (rank=2).}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #CSR>, tensor<3xf64, #SV> to tensor<5x4xf64, #CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<2x4xf64, #CSR>) {
  // expected-error @below {{Need at least two tensors to concatenate.}}
  %0 = sparse_tensor.concatenate %a {dimension = 0 : index} : tensor<2x4xf64, #CSR> to tensor<2x4xf64, #CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: tensor<?x4xf64, #CSR>, %b: tensor<3x4xf64, #CSR>) {
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<?x4xf64, #CSR>, tensor<3x4xf64, #CSR> to tensor<?x4xf64, #CSR>
  // expected-error @above {{Input tensor $0 has dynamic shape}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%p: tensor<2xindex>, %c: tensor<3x2xindex>, %v: tensor<3xf64>) {
  %0 = sparse_tensor.assemble (%p), %v : (tensor<2xindex>), tensor<3xf64> to tensor<3x4xf64, #COO>
  // expected-error @-1 {{input/output trailing COO level-ranks don't match}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%p: tensor<2xindex>, %c: tensor<3x2xindex>, %v: tensor<3xf32>) {
  // expected-error @+1 {{input/output element-types don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf32> to tensor<3x4xf64, #COO>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%p: tensor<2xi32>, %c: tensor<3x2xindex>, %v: tensor<3xf64>) {
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xi32>, tensor<3x2xindex>), tensor<3xf64> to tensor<3x4xf64, #COO>  // expected-error {{input/output element-types don't match}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%p: tensor<2xindex>, %c: tensor<3xindex>, %v: tensor<3xf64>) {
  // expected-error @+1 {{input/output trailing COO level-ranks don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<3xindex>), tensor<3xf64> to tensor<3x4xf64, #COO>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%p: tensor<5xindex>, %c: tensor<6xindex>, %v: tensor<6xf64>) {
  // expected-error @below {{'sparse_tensor.assemble' op result #0 must be sparse tensor of any type values, but got 'tensor<4x5xf64>'}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<5xindex>, tensor<6xindex>), tensor<6xf64> to tensor<4x5xf64>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: tensor<3x4xf64, #COO>, %p: tensor<2xindex>, %c: tensor<3x2xindex>, %v: tensor<3xf64>) {
  %rp, %rc, %rv, %pl, %cl, %vl = sparse_tensor.disassemble %s : tensor<3x4xf64, #COO>
  // expected-error @above {{operation defines 4 results but was provided 6 to bind}}
    out_lvls(%p : tensor<2xindex>) out_vals(%v : tensor<3xf64>)
    -> (tensor<2xindex>), tensor<3xf64>, (index), index
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: tensor<3x4xf64, #COO>, %p: tensor<2xindex>, %c: tensor<3x2xindex>, %v: tensor<3xf32>) {
  %rp, %rc, %rv, %pl, %cl, %vl = sparse_tensor.disassemble %s : tensor<3x4xf64, #COO>
  // expected-error @-1 {{input/output element-types don't match}}
    out_lvls(%p, %c : tensor<2xindex>, tensor<3x2xindex>) out_vals(%v : tensor<3xf32>)
    -> (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf32>, (index, index), index
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: tensor<3x4xf64, #COO>, %p: tensor<2xi64>, %c: tensor<3x2xindex>, %v: tensor<3xf64>) {
  // expected-error @+1 {{input/output element-types don't match}}
  %rp, %rc, %rv, %pl, %cl, %vl = sparse_tensor.disassemble %s : tensor<3x4xf64, #COO>
    out_lvls(%p, %c : tensor<2xi64>, tensor<3x2xindex>) out_vals(%v : tensor<3xf64>)
    -> (tensor<2xi64>, tensor<3x2xindex>), tensor<3xf64>, (index, index), index
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  %0 = sparse_tensor.positions %t {level = 2 : index} : tensor<8x8xf64, #CSR> to memref<?xindex>  // expected-error {{requested level is out of bounds}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  // expected-error @+1 {{unexpected type for positions}}
  %0 = sparse_tensor.positions %t {level = 1 : index} : tensor<8x8xf64, #CSR> to memref<?xi32>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  // expected-error @below {{requested level is out of bounds}}
  %0 = sparse_tensor.coordinates %t {level = 5 : index} : tensor<8x8xf64, #CSR> to memref<?xindex>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  %0 = sparse_tensor.coordinates %t {level = 1 : index} : tensor<8x8xf64, #CSR> to memref<?xi64>
  // expected-error @above {{unexpected type for coordinates}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  %0 = sparse_tensor.values %t : tensor<8x8xf64, #CSR> to memref<?xf32>
  // expected-error @-1 {{unexpected mismatch in element types}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  // expected-error @+1 {{expected sparse tensor with a COO region}}
  %0 = sparse_tensor.coordinates_buffer %t : tensor<8x8xf64, #CSR> to memref<?xindex>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64>) {
  %0 = sparse_tensor.values %t : tensor<8x8xf64> to memref<?xf64>  // expected-error {{'sparse_tensor.values' op operand #0 must be sparse tensor of any type values, but got 'tensor<8x8xf64>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  %c5 = arith.constant 5 : index
  // expected-error @+1 {{Level index exceeds the rank of the input sparse tensor}}
  %0 = sparse_tensor.lvl %t, %c5 : tensor<8x8xf64, #CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<3x4xi32, #CSR>) {
  // expected-error @below {{Level type mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %t : tensor<3x4xi32, #CSR> to tensor<3x4xi32, #COO>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<3x4xi32, #CSR>) {
  %0 = sparse_tensor.reinterpret_map %t : tensor<3x4xi32, #CSR> to tensor<3x4xf32, #CSR>
  // expected-error @above {{Element type mismatch between source/dest tensors}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
#DSDD = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : dense, j : compressed, k : dense, l : dense) }>
func.func @f(%t: tensor<6x12xi32, #BSR>) {
  %0 = sparse_tensor.reinterpret_map %t : tensor<6x12xi32, #BSR> to tensor<3x6x2x3xi32, #DSDD>
  // expected-error @-1 {{Level size mismatch between source/dest tensors}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#DSDD = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : dense, j : compressed, k : dense, l : dense) }>
func.func @f(%t: tensor<6x12xi32, #CSR>) {
  // expected-error @+1 {{Level rank mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %t : tensor<6x12xi32, #CSR> to tensor<3x6x2x2xi32, #DSDD>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<6x12xi32>) {
  %0 = sparse_tensor.reinterpret_map %t : tensor<6x12xi32> to tensor<6x12xi32, #CSR>  // expected-error {{'sparse_tensor.reinterpret_map' op operand #0 must be sparse tensor of any type values, but got 'tensor<6x12xi32>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<?x?xf64, #COO>) {
  // expected-error @+1 {{Unmatched storage format between input and result COO}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<?x?xf64, #COO> to tensor<?x?xf32, #COO>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<?x?xf64, #CSR>) {
  // expected-error @below {{Expected COO sparse tensors only}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #COO>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<?x?xf64, #COO>) {
  %0 = sparse_tensor.reorder_coo bubble_sort %t : tensor<?x?xf64, #COO> to tensor<?x?xf64, #COO>
  // expected-error @above {{custom op 'sparse_tensor.reorder_coo' expected ::mlir::sparse_tensor::SparseTensorSortKind to be one of: hybrid_quick_sort, insertion_sort_stable, quick_sort, heap_sort}}
  // expected-error @-2 {{custom op 'sparse_tensor.reorder_coo' failed to parse SparseTensorSortKindAttr parameter 'value' which is to be a `::mlir::sparse_tensor::SparseTensorSortKind`}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#COO32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), crdWidth = 32 }>
func.func @f(%t: tensor<?x?xf64, #COO>) {
  // expected-error @+1 {{Unmatched storage format between input and result COO}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<?x?xf64, #COO> to tensor<?x?xf64, #COO32>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
// expected-note @+1 {{prior use here}}
func.func @f(%n: index, %xy: memref<?xindex>) {
  sparse_tensor.sort quick_sort %n, %xy {perm_map = affine_map<(i, j) -> (j, i)>, ny = 1 : index} : memref<10xindex>  // expected-error {{use of value '%xy' expects different type than prior uses: 'memref<10xindex>' vs 'memref<?xindex>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%xy: memref<20xindex>, %y: memref<2xf32>) {
  %n = arith.constant 4 : index
  // expected-error @below {{Expected dimension(y) >= n got 2 < 4}}
  sparse_tensor.sort quick_sort %n, %xy jointly %y {perm_map = affine_map<(i, j) -> (j, i)>} : memref<20xindex> jointly memref<2xf32>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%n: index, %xy: memref<?xindex>) {
  sparse_tensor.sort quick_sort %n, %xy {perm_map = affine_map<(i, j) -> (i + j)>} : memref<?xindex>
  // expected-error @above {{Expected a permutation map, got (d0, d1) -> (d0 + d1)}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%n: index, %xy: memref<?xf32>) {
  sparse_tensor.sort quick_sort %n, %xy {perm_map = affine_map<(i) -> (i)>} : memref<?xf32>
  // expected-error @-1 {{'sparse_tensor.sort' op operand #1 must be 1D memref of integer or index values, but got 'memref<?xf32>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: index, %b: memref<?xf64>, %v: f32) {
  // expected-error @+1 {{'sparse_tensor.push_back' op failed to verify that value type matches element type of inBuffer}}
  %0, %1 = sparse_tensor.push_back %s, %b, %v : index, memref<?xf64>, f32
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: index, %b: memref<?xf64>, %v: f64) {
  %n = arith.constant 0 : index
  %0, %1 = sparse_tensor.push_back %s, %b, %v, %n : index, memref<?xf64>, f64, index  // expected-error {{'sparse_tensor.push_back' op n must be not less than 1}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: index, %b: memref<?x?xf64>, %v: f64) {
  // expected-error @+1 {{'sparse_tensor.push_back' op operand #1 must be 1D memref of any type values, but got 'memref<?x?xf64>'}}
  %0, %1 = sparse_tensor.push_back %s, %b, %v : index, memref<?x?xf64>, f64
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%xy: memref<10xindex>) {
  %n = arith.constant 4 : index
  // expected-error @below {{Expected dimension(xy) >= n * (rank(perm_map) + ny) got 10 < 12}}
  sparse_tensor.sort quick_sort %n, %xy {perm_map = affine_map<(i, j) -> (j, i)>, ny = 1 : index} : memref<10xindex>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64>) {
  %v, %f, %a, %c = sparse_tensor.expand %t : tensor<8x8xf64> to memref<?xf64>, memref<?xi1>, memref<?xindex>
  // expected-error @above {{'sparse_tensor.expand' op operand #0 must be sparse tensor of any type values, but got 'tensor<8x8xf64>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  %v, %f, %a, %c = sparse_tensor.expand %t : tensor<8x8xf64, #CSR> to memref<?xf64>, memref<?xi8>, memref<?xindex>
  // expected-error @-1 {{'sparse_tensor.expand' op result #1 must be 1D memref of 1-bit signless integer values, but got 'memref<?xi8>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%v: memref<?xf64>, %fl: memref<?xi1>, %a: memref<?xindex>, %c: index, %t: tensor<8x8xf64, #CSR>, %i: index) {
  // expected-error @+1 {{'sparse_tensor.compress' op incorrect number of coordinates}}
  %0 = sparse_tensor.compress %v, %fl, %a, %c into %t[%i, %i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x8xf64, #CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
func.func @f(%a: index, %b: index) {
  %0:2 = sparse_tensor.crd_translate dim_to_lvl [%a, %b] as #BSR : index, index  // expected-error {{Coordinate rank mismatch with encoding}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
func.func @f(%a: index, %b: index) {
  // expected-error @+1 {{Coordinate rank mismatch with encoding}}
  %0:2 = sparse_tensor.crd_translate lvl_to_dim [%a, %b] as #BSR : index, index
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: index, %b: index) {
  // expected-error @below {{custom op 'sparse_tensor.crd_translate' expected ::mlir::sparse_tensor::CrdTransDirectionKind to be one of: dim_to_lvl, lvl_to_dim}}
  %0:2 = sparse_tensor.crd_translate dim_to_other [%a, %b] as #CSR : index, index
  // expected-error @above {{custom op 'sparse_tensor.crd_translate' failed to parse SparseTensorCrdTransDirectionAttr parameter 'value' which is to be a `::mlir::sparse_tensor::CrdTransDirectionKind`}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#Slice = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(?, 4, 1)>, j : #sparse_tensor<slice(?, 4, 1)>) -> (i : dense, j : compressed) }>
func.func @f(%t: tensor<4x4xf64, #Slice>) {
  %0 = sparse_tensor.slice.offset %t at 2 : tensor<4x4xf64, #Slice>
  // expected-error @-1 {{requested dimension out of bound}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<4x4xf64, #CSR>) {
  // expected-error @+1 {{'sparse_tensor.slice.offset' op operand #0 must be sparse tensor slice of any type values, but got 'tensor<4x4xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>'}}
  %0 = sparse_tensor.slice.offset %t at 0 : tensor<4x4xf64, #CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: !sparse_tensor.storage_specifier<#CSR>) {
  %0 = sparse_tensor.storage_specifier.get %s lvl_sz : !sparse_tensor.storage_specifier<#CSR>  // expected-error {{missing level argument}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: !sparse_tensor.storage_specifier<#CSR>) {
  // expected-error @+1 {{redundant level argument for querying value memory size}}
  %0 = sparse_tensor.storage_specifier.get %s val_mem_sz at 0 : !sparse_tensor.storage_specifier<#CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: !sparse_tensor.storage_specifier<#CSR>) {
  // expected-error @below {{requested level is out of bounds}}
  %0 = sparse_tensor.storage_specifier.get %s lvl_sz at 3 : !sparse_tensor.storage_specifier<#CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: !sparse_tensor.storage_specifier<#CSR>) {
  %0 = sparse_tensor.storage_specifier.get %s dim_offset at 0 : !sparse_tensor.storage_specifier<#CSR>
  // expected-error @above {{requested slice data on non-slice tensor}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: !sparse_tensor.storage_specifier<#CSR>, %v: index) {
  // expected-error @+1 {{custom op 'sparse_tensor.storage_specifier.set' failed to parse SparseTensorStorageSpecifierKindAttr parameter 'value' which is to be a `::mlir::sparse_tensor::StorageSpecifierKind`}}
  %0 = sparse_tensor.storage_specifier.set %s bogus_sz at 0 with %v : !sparse_tensor.storage_specifier<#CSR>
  // expected-error @-1 {{custom op 'sparse_tensor.storage_specifier.set' expected ::mlir::sparse_tensor::StorageSpecifierKind to be one of: lvl_sz, pos_mem_sz, crd_mem_sz, val_mem_sz, dim_offset, dim_stride}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
// expected-error @+1 {{failed to parse SparseTensor_StorageSpecifier parameter 'encoding' which is to be a `::mlir::sparse_tensor::SparseTensorEncodingAttr`}}
func.func private @f(!sparse_tensor.storage_specifier<tensor<4xf32>>)  // expected-error {{expected '<'}}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%p: !llvm.ptr) {
  // expected-error @below {{'sparse_tensor.new' op result #0 must be sparse tensor of any type values, but got 'tensor<8x8xf64>'}}
  %0 = sparse_tensor.new %p : !llvm.ptr to tensor<8x8xf64>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64>) {
  %0 = sparse_tensor.number_of_entries %t : tensor<8x8xf64>
  // expected-error @above {{'sparse_tensor.number_of_entries' op operand #0 must be sparse tensor of any type values, but got 'tensor<8x8xf64>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64>) {
  sparse_tensor.print %t : tensor<8x8xf64>
  // expected-error @-1 {{'sparse_tensor.print' op operand #0 must be sparse tensor of any type values, but got 'tensor<8x8xf64>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  // expected-error @+1 {{expected ':'}}
  %0 = sparse_tensor.load %t hasInserts hasInserts : tensor<8x8xf64, #CSR>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8xf64, #SV>, %u: tensor<8xf64, #SV>) {
  %0 = sparse_tensor.convert %t, %u : tensor<8xf64, #SV> to tensor<8xf64>  // expected-error {{expected ':'}}
  return
}
