// Matrix-vector products whose output element each row's iteration owns
// (`native::out_elem`: held in a local, stored once) over rows of 0 to about 40 entries
// (`native::short_fiber`: rows of at most 8 request their look-ahead before the loop,
// longer rows in it). `cli_native.rs` checks the generated C and runs this at one, two and
// three threads. Each product is printed as a wrapping hash of its elements' bit patterns
// (one bit wrong anywhere changes it) and a few elements. `@accumulate` reads its
// output's old values first, so its element stays in memory.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#mv = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#hash = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"]
}
module {
  func.func @spmv(%a: tensor<30001x300xf64, #CSR>, %x: tensor<300xf64>) -> tensor<30001xf64> {
    %zero = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<30001xf64>
    %z = linalg.fill ins(%zero : f64) outs(%e : tensor<30001xf64>) -> tensor<30001xf64>
    %y = linalg.generic #mv ins(%a, %x : tensor<30001x300xf64, #CSR>, tensor<300xf64>) outs(%z : tensor<30001xf64>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %p = arith.mulf %av, %xv : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<30001xf64>
    return %y : tensor<30001xf64>
  }
  func.func @accumulate(%a: tensor<30001x300xf64, #CSR>, %x: tensor<300xf64>, %y0: tensor<30001xf64>) -> tensor<30001xf64> {
    %y = linalg.generic #mv ins(%a, %x : tensor<30001x300xf64, #CSR>, tensor<300xf64>) outs(%y0 : tensor<30001xf64>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %p = arith.mulf %av, %xv : f64
      %s = arith.subf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<30001xf64>
    return %y : tensor<30001xf64>
  }
  func.func @spmv_i64(%a: tensor<30001x300xi64, #CSR>, %x: tensor<300xi64>) -> tensor<30001xi64> {
    %seven = arith.constant 7 : i64
    %e = tensor.empty() : tensor<30001xi64>
    %z = linalg.fill ins(%seven : i64) outs(%e : tensor<30001xi64>) -> tensor<30001xi64>
    %y = linalg.generic #mv ins(%a, %x : tensor<30001x300xi64, #CSR>, tensor<300xi64>) outs(%z : tensor<30001xi64>) {
    ^bb0(%av: i64, %xv: i64, %acc: i64):
      %p = arith.muli %av, %xv : i64
      %s = arith.addi %acc, %p : i64
      linalg.yield %s : i64
    } -> tensor<30001xi64>
    return %y : tensor<30001xi64>
  }
  func.func @hash_f64(%y: tensor<30001xf64>) -> i64 {
    %i0 = arith.constant 0 : i64
    %h0 = tensor.from_elements %i0 : tensor<i64>
    %h = linalg.generic #hash ins(%y : tensor<30001xf64>) outs(%h0 : tensor<i64>) {
    ^bb0(%v: f64, %acc: i64):
      %bits = arith.bitcast %v : f64 to i64
      %m = arith.constant 1000003 : i64
      %t0 = arith.muli %acc, %m : i64
      %t = arith.addi %t0, %bits : i64
      linalg.yield %t : i64
    } -> tensor<i64>
    %r = tensor.extract %h[] : tensor<i64>
    return %r : i64
  }
  func.func @hash_i64(%y: tensor<30001xi64>) -> i64 {
    %i0 = arith.constant 0 : i64
    %h0 = tensor.from_elements %i0 : tensor<i64>
    %h = linalg.generic #hash ins(%y : tensor<30001xi64>) outs(%h0 : tensor<i64>) {
    ^bb0(%v: i64, %acc: i64):
      %m = arith.constant 1000003 : i64
      %t0 = arith.muli %acc, %m : i64
      %t = arith.addi %t0, %v : i64
      linalg.yield %t : i64
    } -> tensor<i64>
    %r = tensor.extract %h[] : tensor<i64>
    return %r : i64
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c11 = arith.constant 11 : index
    %c37 = arith.constant 37 : index
    %c89 = arith.constant 89 : index
    %c36 = arith.constant 36 : index
    %c30000 = arith.constant 30000 : index
    %zero = arith.constant 0.0 : f64
    %ad = tensor.generate {
    ^bb0(%i: index, %j: index):
      %i11 = arith.muli %i, %c11 : index
      %j3 = arith.muli %j, %c3 : index
      %t = arith.addi %i11, %j3 : index
      %m = arith.remui %t, %c5 : index
      %r = arith.remui %i, %c37 : index
      %span = arith.muli %r, %c5 : index
      %edge = arith.muli %span, %c5 : index
      %keep = arith.cmpi eq, %m, %c0 : index
      %inside = arith.cmpi ult, %j, %edge : index
      %both = arith.andi %keep, %inside : i1
      %ti = arith.index_cast %t : index to i64
      %tf = arith.sitofp %ti : i64 to f64
      %third = arith.constant 3.0 : f64
      %v0 = arith.divf %tf, %third : f64
      %v = arith.select %both, %v0, %zero : f64
      tensor.yield %v : f64
    } : tensor<30001x300xf64>
    %a = sparse_tensor.convert %ad : tensor<30001x300xf64> to tensor<30001x300xf64, #CSR>
    %x = tensor.generate {
    ^bb0(%j: index):
      %ji = arith.index_cast %j : index to i64
      %jf = arith.sitofp %ji : i64 to f64
      %seven = arith.constant 7.0 : f64
      %v = arith.divf %jf, %seven : f64
      tensor.yield %v : f64
    } : tensor<300xf64>
    %y = call @spmv(%a, %x) : (tensor<30001x300xf64, #CSR>, tensor<300xf64>) -> tensor<30001xf64>
    %hy = call @hash_f64(%y) : (tensor<30001xf64>) -> i64
    vector.print %hy : i64
    %y1 = tensor.extract %y[%c1] : tensor<30001xf64>
    vector.print %y1 : f64
    %y36 = tensor.extract %y[%c36] : tensor<30001xf64>
    vector.print %y36 : f64
    %ylast = tensor.extract %y[%c30000] : tensor<30001xf64>
    vector.print %ylast : f64
    %acc = call @accumulate(%a, %x, %y) : (tensor<30001x300xf64, #CSR>, tensor<300xf64>, tensor<30001xf64>) -> tensor<30001xf64>
    %ha = call @hash_f64(%acc) : (tensor<30001xf64>) -> i64
    vector.print %ha : i64
    %adi = tensor.generate {
    ^bb0(%i: index, %j: index):
      %v = tensor.extract %ad[%i, %j] : tensor<30001x300xf64>
      %w = arith.fptosi %v : f64 to i64
      tensor.yield %w : i64
    } : tensor<30001x300xi64>
    %ai = sparse_tensor.convert %adi : tensor<30001x300xi64> to tensor<30001x300xi64, #CSR>
    %xi = tensor.generate {
    ^bb0(%j: index):
      %ji = arith.index_cast %j : index to i64
      %k = arith.constant -4611686018427387 : i64
      %v = arith.muli %ji, %k : i64
      tensor.yield %v : i64
    } : tensor<300xi64>
    %yi = call @spmv_i64(%ai, %xi) : (tensor<30001x300xi64, #CSR>, tensor<300xi64>) -> tensor<30001xi64>
    %hi = call @hash_i64(%yi) : (tensor<30001xi64>) -> i64
    vector.print %hi : i64
    %yi2 = tensor.extract %yi[%c1] : tensor<30001xi64>
    vector.print %yi2 : i64
    %yi89 = tensor.extract %yi[%c89] : tensor<30001xi64>
    vector.print %yi89 : i64
    %n = sparse_tensor.number_of_entries %a : tensor<30001x300xf64, #CSR>
    vector.print %n : index
    bufferization.dealloc_tensor %a : tensor<30001x300xf64, #CSR>
    bufferization.dealloc_tensor %ai : tensor<30001x300xi64, #CSR>
    return
  }
}
