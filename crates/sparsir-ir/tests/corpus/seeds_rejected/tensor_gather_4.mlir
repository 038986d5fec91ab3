// MLIR 22 rejects: 6:12: error: custom op 'memref.gather' is unknown
// seed: tensor_dialect.md, tensor.gather, notional buffer example 2 (memref.gather and memref-of-memref do not exist)
func.func @f(%source: memref<4x4xf32>, %indices: memref<?x1xindex>) {
    // Nested buffer support would allow gather to directly index into the
    // source buffer (i.e. represent a jagged view into the source).
    %out = memref.gather %source[%indices] gather_dims([1]) :
      (memref<4x4xf32>, memref<?x 1xindex>) -> memref<? x memref<4x1xf32>>
  return
}
