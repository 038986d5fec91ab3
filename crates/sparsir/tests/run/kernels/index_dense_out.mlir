// linalg.index added to a sparse value into a dense output: A(i) + i is a disjunction with
// an always-present operand, so every position is computed (absent A reads as 0).
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %z = arith.constant 0 : i32
    %da = arith.constant dense<[0, 100, 0, 0, 200]> : tensor<5xi32>
    %a = sparse_tensor.convert %da : tensor<5xi32> to tensor<5xi32, #SV>
    %e = tensor.empty() : tensor<5xi32>
    %c = linalg.generic #ew ins(%a : tensor<5xi32, #SV>) outs(%e : tensor<5xi32>) {
    ^bb0(%x: i32, %o: i32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %s = arith.addi %x, %ii : i32
      linalg.yield %s : i32
    } -> tensor<5xi32>
    %v = vector.transfer_read %c[%c0], %z : tensor<5xi32>, vector<5xi32>
    vector.print %v : vector<5xi32>
    return
  }
}
