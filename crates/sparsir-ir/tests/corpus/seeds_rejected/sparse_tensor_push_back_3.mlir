// MLIR 22 rejects: 5:5: error: expected non-function type
// seed: sparse_tensor_dialect.md, sparse_tensor.push_back, example 3 (verbatim)
func.func @f(%curSize: index, %buffer: memref<?xf64>, %val: f64, %n: index) -> (memref<?xf64>, index) {
  %buf, %newSize = sparse_tensor.push_back inbounds %curSize, %buffer, %val, %n
   : xindex, memref<?xf64>, f64
  return %buf, %newSize : memref<?xf64>, index
}
