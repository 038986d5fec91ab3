// MLIR 22 rejects: 6:12: error: custom op 'memref.gather' is unknown
// seed: tensor_dialect.md, tensor.gather, notional buffer example 1 (memref.gather does not exist)
func.func @f(%source: memref<4x4xf32>, %indices: memref<?x1xindex>) {
    // memref<?x4x1xf32> is a contiguous buffer of ?x4x1 elements.
    // gather from random source slices must copy to the contiguous output.
    %out = memref.gather %source[%indices] gather_dims([1]) :
      (memref<4x4xf32>, memref<?x 1xindex>) -> memref<?x 4x1xf32>
  return
}
