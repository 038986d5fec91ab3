// MLIR 22 rejects: 7:5: error: custom op 'memref.scatter' is unknown
// seed: tensor_dialect.md, tensor.scatter, notional buffer example (memref.scatter does not exist; `some_side_effecting_op_writing_into` is pseudo-code)
func.func @f(%source: memref<3x4xf32>, %dest: memref<?x4xf32>, %indices: memref<?x1xindex>) {
    // memref<?x 4xf32> is a contiguous buffer of ?x4 elements, scatter into
    // random dest slices must copy to the contiguous dest.
    //
    memref.scatter %source into %dest[%indices] scatter_dims([1]) unique :
      (memref<3x 4xf32>, memref<?x 4xf32>, memref<?x 1xindex>)
  return
}
