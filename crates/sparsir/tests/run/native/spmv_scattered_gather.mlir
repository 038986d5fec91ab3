// SpMV y = A x with A 262144 x 262144 in CSR (32-bit), 4 entries per row, and x of
// 262144 f64 (2 MiB): row i's entries sit at k * 65536 + (i * 7919 mod 65536), so each row
// reads x far from where the row before read. The runtime answers the kernel's question
// "scattered?" (`sparsir_kernel_gather_is_random`) with yes, and the native backend runs
// the version of the fiber loop that prefetches x[crd[q + 64]]. Only a hint: the output
// must be MLIR 22's. Values are small integers, so every sum is exact; the first line is
// a weighted sum of all of y (one wrong element changes it), then a few elements. The
// same SpMV into a sparse vector (the accumulating loop, whose second part comes in the
// same two versions) prints its weighted sum last.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#spmv = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#weigh = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c13 = arith.constant 13 : index
    %c7919 = arith.constant 7919 : index
    %c65536 = arith.constant 65536 : index
    %c100000 = arith.constant 100000 : index
    %clast = arith.constant 262143 : index
    %zero = arith.constant 0.0 : f64
    %pos = tensor.generate {
    ^bb0(%i: index):
      %p = arith.muli %i, %c4 : index
      %v = arith.index_cast %p : index to i32
      tensor.yield %v : i32
    } : tensor<262145xi32>
    %crd = tensor.generate {
    ^bb0(%p: index):
      %k = arith.remui %p, %c4 : index
      %i = arith.divui %p, %c4 : index
      %h = arith.muli %i, %c7919 : index
      %r = arith.remui %h, %c65536 : index
      %band = arith.muli %k, %c65536 : index
      %j = arith.addi %band, %r : index
      %v = arith.index_cast %j : index to i32
      tensor.yield %v : i32
    } : tensor<1048576xi32>
    %vals = tensor.generate {
    ^bb0(%p: index):
      %m = arith.remui %p, %c5 : index
      %m1 = arith.addi %m, %c1 : index
      %mi = arith.index_cast %m1 : index to i64
      %v = arith.sitofp %mi : i64 to f64
      tensor.yield %v : f64
    } : tensor<1048576xf64>
    %a = sparse_tensor.assemble (%pos, %crd), %vals : (tensor<262145xi32>, tensor<1048576xi32>), tensor<1048576xf64> to tensor<262144x262144xf64, #CSR>
    %x = tensor.generate {
    ^bb0(%j: index):
      %m = arith.remui %j, %c7 : index
      %mi = arith.index_cast %m : index to i64
      %v = arith.sitofp %mi : i64 to f64
      tensor.yield %v : f64
    } : tensor<262144xf64>
    %e = tensor.empty() : tensor<262144xf64>
    %y0 = linalg.fill ins(%zero : f64) outs(%e : tensor<262144xf64>) -> tensor<262144xf64>
    %y = linalg.generic #spmv ins(%a, %x : tensor<262144x262144xf64, #CSR>, tensor<262144xf64>) outs(%y0 : tensor<262144xf64>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %p = arith.mulf %av, %xv : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<262144xf64>
    %s0 = tensor.from_elements %zero : tensor<f64>
    %s = linalg.generic #weigh ins(%y : tensor<262144xf64>) outs(%s0 : tensor<f64>) {
    ^bb0(%v: f64, %acc: f64):
      %i = linalg.index 0 : index
      %w = arith.remui %i, %c13 : index
      %w1 = arith.addi %w, %c1 : index
      %wi = arith.index_cast %w1 : index to i64
      %wf = arith.sitofp %wi : i64 to f64
      %t = arith.mulf %v, %wf : f64
      %u = arith.addf %acc, %t : f64
      linalg.yield %u : f64
    } -> tensor<f64>
    %total = tensor.extract %s[] : tensor<f64>
    %total_i = arith.fptosi %total : f64 to i64
    vector.print %total_i : i64
    %y_first = tensor.extract %y[%c0] : tensor<262144xf64>
    vector.print %y_first : f64
    %y_mid = tensor.extract %y[%c100000] : tensor<262144xf64>
    vector.print %y_mid : f64
    %y_last = tensor.extract %y[%clast] : tensor<262144xf64>
    vector.print %y_last : f64
    %ys0 = tensor.empty() : tensor<262144xf64, #SV>
    %ys = linalg.generic #spmv ins(%a, %x : tensor<262144x262144xf64, #CSR>, tensor<262144xf64>) outs(%ys0 : tensor<262144xf64, #SV>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %ps = arith.mulf %av, %xv : f64
      %ss = arith.addf %acc, %ps : f64
      linalg.yield %ss : f64
    } -> tensor<262144xf64, #SV>
    %yd = sparse_tensor.convert %ys : tensor<262144xf64, #SV> to tensor<262144xf64>
    %t0 = tensor.from_elements %zero : tensor<f64>
    %t = linalg.generic #weigh ins(%yd : tensor<262144xf64>) outs(%t0 : tensor<f64>) {
    ^bb0(%v: f64, %acc: f64):
      %i = linalg.index 0 : index
      %w = arith.remui %i, %c13 : index
      %w1 = arith.addi %w, %c1 : index
      %wi = arith.index_cast %w1 : index to i64
      %wf = arith.sitofp %wi : i64 to f64
      %vw = arith.mulf %v, %wf : f64
      %u = arith.addf %acc, %vw : f64
      linalg.yield %u : f64
    } -> tensor<f64>
    %total_s = tensor.extract %t[] : tensor<f64>
    %total_si = arith.fptosi %total_s : f64 to i64
    vector.print %total_si : i64
    return
  }
}
