// Spellings MLIR 22 accepts: a trailing comma closing an encoding's dictionary (also on
// its own line), `compressed()` (an empty property list), an empty `{}` list of level
// names, and the lengths of `sparse_tensor.disassemble` as 0-d tensors.
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed), }>
#COO = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)),
  posWidth = 32,
  crdWidth = 32,
}>
#SV = #sparse_tensor.encoding<{ map = {}(i) -> (i : compressed()) , }>
module {
  func.func @csc(%a: tensor<4x8xf64, #CSC>, %v: tensor<8xf32, #SV>) -> tensor<4x8xf64, #CSC> {
    return %a : tensor<4x8xf64, #CSC>
  }
  func.func @lengths(%t: tensor<3x4xf64, #COO>, %p: tensor<4xi32>, %c: tensor<5xi32>,
                     %d: tensor<5xi32>, %v: tensor<5xf64>) -> (tensor<i64>, index, tensor<i32>, tensor<index>) {
    %rp, %rc, %rd, %rv, %lp, %lc, %ld, %lv = sparse_tensor.disassemble %t : tensor<3x4xf64, #COO>
        out_lvls(%p, %c, %d : tensor<4xi32>, tensor<5xi32>, tensor<5xi32>)
        out_vals(%v : tensor<5xf64>)
        -> (tensor<4xi32>, tensor<5xi32>, tensor<5xi32>), tensor<5xf64>, (tensor<i64>, index, tensor<i32>), tensor<index>
    return %lp, %lc, %ld, %lv : tensor<i64>, index, tensor<i32>, tensor<index>
  }
}
