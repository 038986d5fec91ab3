// seed: sparse_tensor_dialect.md, sparse_tensor.push_back, example 1
func.func @f(%curSize: index, %buffer: memref<?xf64>, %val: f64) -> (memref<?xf64>, index) {
  %buf, %newSize = sparse_tensor.push_back %curSize, %buffer, %val
   : index, memref<?xf64>, f64
  return %buf, %newSize : memref<?xf64>, index
}
