// SpMM into a 20000 x 16 f64 output (2.5 MB, so mapped page-aligned) filled with 0.25, every
// 97th row of A empty: `cli_native.rs` runs it with `-DSP_STREAM_MIN_BYTES=0`, where every
// row with entries is written back with streaming stores (`sp_stream_row`), and checks
// that it prints this output too. The first line is a wrapping sum of the bit patterns of
// every element of C: one bit wrong anywhere changes it.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#mm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
#sum = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
  iterator_types = ["reduction", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c15 = arith.constant 15 : index
    %c97 = arith.constant 97 : index
    %c98 = arith.constant 98 : index
    %c19999 = arith.constant 19999 : index
    %zero = arith.constant 0.0 : f64
    %quarter = arith.constant 0.25 : f64
    %ad = tensor.generate {
    ^bb0(%i: index, %k: index):
      %i7 = arith.muli %i, %c7 : index
      %k3 = arith.muli %k, %c3 : index
      %t = arith.addi %i7, %k3 : index
      %m = arith.remui %t, %c5 : index
      %r = arith.remui %i, %c97 : index
      %keep = arith.cmpi ult, %m, %c2 : index
      %live = arith.cmpi ne, %r, %c0 : index
      %both = arith.andi %keep, %live : i1
      %ti = arith.index_cast %t : index to i64
      %tf = arith.sitofp %ti : i64 to f64
      %v = arith.select %both, %tf, %zero : f64
      tensor.yield %v : f64
    } : tensor<20000x8xf64>
    %a = sparse_tensor.convert %ad : tensor<20000x8xf64> to tensor<20000x8xf64, #CSR>
    %b = tensor.generate {
    ^bb0(%k: index, %j: index):
      %kj = arith.muli %k, %j : index
      %x = arith.index_cast %kj : index to i64
      %xf = arith.sitofp %x : i64 to f64
      %three = arith.constant 3.0 : f64
      %y = arith.divf %xf, %three : f64
      tensor.yield %y : f64
    } : tensor<8x16xf64>
    %e = tensor.empty() : tensor<20000x16xf64>
    %z = linalg.fill ins(%quarter : f64) outs(%e : tensor<20000x16xf64>) -> tensor<20000x16xf64>
    %c = linalg.generic #mm ins(%a, %b : tensor<20000x8xf64, #CSR>, tensor<8x16xf64>) outs(%z : tensor<20000x16xf64>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %p = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<20000x16xf64>
    %s0 = tensor.from_elements %zero : tensor<f64>
    %s = linalg.generic #sum ins(%c : tensor<20000x16xf64>) outs(%s0 : tensor<f64>) {
    ^bb0(%x: f64, %acc: f64):
      %t = arith.addf %acc, %x : f64
      linalg.yield %t : f64
    } -> tensor<f64>
    %i0 = arith.constant 0 : i64
    %h0 = tensor.from_elements %i0 : tensor<i64>
    %h = linalg.generic #sum ins(%c : tensor<20000x16xf64>) outs(%h0 : tensor<i64>) {
    ^bb0(%x: f64, %acc: i64):
      %bits = arith.bitcast %x : f64 to i64
      %t = arith.addi %acc, %bits : i64
      linalg.yield %t : i64
    } -> tensor<i64>
    %hash = tensor.extract %h[] : tensor<i64>
    vector.print %hash : i64
    %total = tensor.extract %s[] : tensor<f64>
    vector.print %total : f64
    %x0 = tensor.extract %c[%c0, %c3] : tensor<20000x16xf64>
    vector.print %x0 : f64
    %x97 = tensor.extract %c[%c97, %c15] : tensor<20000x16xf64>
    vector.print %x97 : f64
    %x98 = tensor.extract %c[%c98, %c15] : tensor<20000x16xf64>
    vector.print %x98 : f64
    %xl = tensor.extract %c[%c19999, %c15] : tensor<20000x16xf64>
    vector.print %xl : f64
    return
  }
}
