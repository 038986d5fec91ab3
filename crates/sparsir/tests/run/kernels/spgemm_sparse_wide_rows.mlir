// SpGEMM C = A B over CSR, C 48 x 2400 with rows of about 5 to 90 entries: few among their
// 2400 columns (fewer than one per 32), so a row's coordinate list is sorted rather than
// its flags scanned — lists of at most 32 keys by the native kernel's inline insertion
// sort, longer ones by the runtime's sort — and B's scattered columns put each list out
// of order. Rows of 75 or more entries have their flags scanned instead.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
#mm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c13 = arith.constant 13 : index
    %c37 = arith.constant 37 : index
    %c479 = arith.constant 479 : index
    %zero = arith.constant 0.0 : f64
    // a[i, k] = 1 + (i + k) mod 4 where (7i + 3k) mod 13 < i mod 5 + 1, else 0: rows of
    // about 4 to 18 entries.
    %da = tensor.generate {
    ^bb0(%i: index, %k: index):
      %i7 = arith.muli %i, %c7 : index
      %k3 = arith.muli %k, %c3 : index
      %t = arith.addi %i7, %k3 : index
      %m = arith.remui %t, %c13 : index
      %w = arith.remui %i, %c5 : index
      %w1 = arith.addi %w, %c1 : index
      %keep = arith.cmpi ult, %m, %w1 : index
      %s = arith.addi %i, %k : index
      %s4 = arith.remui %s, %c4 : index
      %v1 = arith.addi %s4, %c1 : index
      %vi = arith.index_cast %v1 : index to i64
      %vf = arith.sitofp %vi : i64 to f64
      %x = arith.select %keep, %vf, %zero : f64
      tensor.yield %x : f64
    } : tensor<48x48xf64>
    // b[k, j] = 1 + (k + j) mod 11 where (37k + 11j) mod 479 = 0, else 0: about 5 entries
    // per row, at columns 44 apart in a different phase per row.
    %db = tensor.generate {
    ^bb0(%k: index, %j: index):
      %k37 = arith.muli %k, %c37 : index
      %j11 = arith.muli %j, %c11 : index
      %t = arith.addi %k37, %j11 : index
      %m = arith.remui %t, %c479 : index
      %keep = arith.cmpi eq, %m, %c0 : index
      %s = arith.addi %k, %j : index
      %s11 = arith.remui %s, %c11 : index
      %v1 = arith.addi %s11, %c1 : index
      %vi = arith.index_cast %v1 : index to i64
      %vf = arith.sitofp %vi : i64 to f64
      %x = arith.select %keep, %vf, %zero : f64
      tensor.yield %x : f64
    } : tensor<48x2400xf64>
    %a = sparse_tensor.convert %da : tensor<48x48xf64> to tensor<48x48xf64, #CSR>
    %b = sparse_tensor.convert %db : tensor<48x2400xf64> to tensor<48x2400xf64, #CSR>
    %e = tensor.empty() : tensor<48x2400xf64, #CSR>
    %c = linalg.generic #mm ins(%a, %b : tensor<48x48xf64, #CSR>, tensor<48x2400xf64, #CSR>) outs(%e : tensor<48x2400xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %p = arith.mulf %x, %y : f64
      %sum = arith.addf %acc, %p : f64
      linalg.yield %sum : f64
    } -> tensor<48x2400xf64, #CSR>
    %na = sparse_tensor.number_of_entries %a : tensor<48x48xf64, #CSR>
    %nb = sparse_tensor.number_of_entries %b : tensor<48x2400xf64, #CSR>
    vector.print %na : index
    vector.print %nb : index
    sparse_tensor.print %c : tensor<48x2400xf64, #CSR>
    return
  }
}
