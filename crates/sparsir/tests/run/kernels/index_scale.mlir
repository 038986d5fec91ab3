// linalg.index in the body: B(i,j) = A(i,j) * (10 i + j) over CSR into a CSR output
// (conjunction with an always-present index expression keeps A's pattern).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#ew = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"] }
module {
  func.func @main() {
    %da = arith.constant dense<[[1, 0, 2], [0, 0, 0], [3, -1, 0]]> : tensor<3x3xi64>
    %a = sparse_tensor.convert %da : tensor<3x3xi64> to tensor<3x3xi64, #CSR>
    %e = tensor.empty() : tensor<3x3xi64, #CSR>
    %c = linalg.generic #ew ins(%a : tensor<3x3xi64, #CSR>) outs(%e : tensor<3x3xi64, #CSR>) {
    ^bb0(%x: i64, %o: i64):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ten = arith.constant 10 : index
      %t = arith.muli %i, %ten : index
      %k = arith.addi %t, %j : index
      %ki = arith.index_cast %k : index to i64
      %m = arith.muli %x, %ki : i64
      linalg.yield %m : i64
    } -> tensor<3x3xi64, #CSR>
    sparse_tensor.print %c : tensor<3x3xi64, #CSR>
    return
  }
}
