// seed: sparse_tensor_dialect.md, sparse_tensor.push_back, example 3; FIXED: type `xindex` -> `index`, added the missing type `, index` of %n
func.func @f(%curSize: index, %buffer: memref<?xf64>, %val: f64, %n: index) -> (memref<?xf64>, index) {
  %buf, %newSize = sparse_tensor.push_back inbounds %curSize, %buffer, %val, %n
   : index, memref<?xf64>, f64, index
  return %buf, %newSize : memref<?xf64>, index
}
