// MLIR 22 rejects: 8:8: error: unexpected conversion mismatch in dimension 0
// seed: sparse_tensor_dialect.md, sparse_tensor.convert, example 1 (second part: documented as NOT allowed)
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>

func.func @f(%d: tensor<?xf64>) {
  // The following conversion is not allowed (since it would require a
  // runtime assertion that the source's dimension size is actually 100).
  %4 = sparse_tensor.convert %d : tensor<?xf64> to tensor<100xf64, #SV>
  return
}
