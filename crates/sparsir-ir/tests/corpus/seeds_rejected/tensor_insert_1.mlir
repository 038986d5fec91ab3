// MLIR 22 rejects: 5:31: error: use of value '%dest' expects different type than prior uses: 'tensor<?x?xi32>' vs 'tensor<4x4xi32>'
// seed: tensor_dialect.md, tensor.insert, example 1 (verbatim; %dest used with two types)
func.func @f(%t: i32, %rt: i32, %dest: tensor<4x4xi32>, %1: index, %2: index) {
  %4 = tensor.insert %t into %dest[%1, %2] : tensor<4x4xi32>
  %5 = tensor.insert %rt into %dest[%1, %2] : tensor<?x?xi32>
  return
}
