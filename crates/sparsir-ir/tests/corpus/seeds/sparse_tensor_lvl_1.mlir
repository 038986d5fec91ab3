// seed: sparse_tensor_dialect.md, sparse_tensor.lvl, example 1; FIXED: second `%y` renamed `%z` (redefinition)
#BSR = #sparse_tensor.encoding<{
 map = ( i, j ) ->
 ( i floordiv 2 : dense,
 j floordiv 3 : compressed,
 i mod 2 : dense,
 j mod 3 : dense
 )
}>

func.func @f(%A: tensor<4x?xf32, #BSR>) {
  // Always returns 2 (4 floordiv 2), can be constant folded:
  %c0 = arith.constant 0 : index
  %x = sparse_tensor.lvl %A, %c0 : tensor<4x?xf32, #BSR>

  // Return the dynamic dimension of %A computed by %j mod 3.
  %c1 = arith.constant 1 : index
  %y = sparse_tensor.lvl %A, %c1 : tensor<4x?xf32, #BSR>

  // Always return 3 (since j mod 3 < 3), can be constant fold
  %c3 = arith.constant 3 : index
  %z = sparse_tensor.lvl %A, %c3 : tensor<4x?xf32, #BSR>
  return
}
