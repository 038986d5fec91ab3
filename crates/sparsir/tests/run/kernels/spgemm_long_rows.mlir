// SpGEMM C = A A over CSR with rows of about 19 entries: long enough (16 or more per row
// on average) for the native kernel to prefetch the rows of the second operand at the
// coordinates ahead, across row ends (the prefetches are hints: same output).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
#mm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %zero = arith.constant 0.0 : f64
    %three = arith.constant 3.0 : f64
    // a[i, j] = (3i + 5j) mod 7 - 3 (0 for a seventh of the entries), 0 where 11 divides
    // i + j.
    %d = tensor.generate {
    ^bb0(%i: index, %j: index):
      %i3 = arith.muli %i, %c3 : index
      %j5 = arith.muli %j, %c5 : index
      %t = arith.addi %i3, %j5 : index
      %m = arith.remui %t, %c7 : index
      %mi = arith.index_cast %m : index to i64
      %mf = arith.sitofp %mi : i64 to f64
      %v = arith.subf %mf, %three : f64
      %s = arith.addi %i, %j : index
      %r = arith.remui %s, %c11 : index
      %hole = arith.cmpi eq, %r, %c0 : index
      %x = arith.select %hole, %zero, %v : f64
      tensor.yield %x : f64
    } : tensor<24x24xf64>
    %a = sparse_tensor.convert %d : tensor<24x24xf64> to tensor<24x24xf64, #CSR>
    %e = tensor.empty() : tensor<24x24xf64, #CSR>
    %c = linalg.generic #mm ins(%a, %a : tensor<24x24xf64, #CSR>, tensor<24x24xf64, #CSR>) outs(%e : tensor<24x24xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %p = arith.mulf %x, %y : f64
      %sum = arith.addf %acc, %p : f64
      linalg.yield %sum : f64
    } -> tensor<24x24xf64, #CSR>
    %n = sparse_tensor.number_of_entries %a : tensor<24x24xf64, #CSR>
    vector.print %n : index
    sparse_tensor.print %c : tensor<24x24xf64, #CSR>
    return
  }
}
