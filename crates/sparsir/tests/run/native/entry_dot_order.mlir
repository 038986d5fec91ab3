// SDDMM's entries run four at a time on the native backend (native::entry_dot: each
// entry one lane of a vector, Y's rows transposed), and each entry must still add its
// terms in k order from its first product taken as it is. Rows of 0, 1, 3, 4, 5, 7, 8
// and 9 stored entries (groups of four and the entries left over); widths 8, 16 and 32
// (groups), 4 and 12 (no groups). Terms are 1e16, -1e16 or small integers, so another
// order prints another number; each entry's row of Y differs from its neighbours', so a
// lane given another entry's column prints another number. With 16-bit coordinates, and
// with a DCSR sampling matrix.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#sddmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @sddmm(%s: tensor<?x?xf64, #CSR>, %x: tensor<?x?xf64>, %y: tensor<?x?xf64>) -> tensor<?x?xf64, #CSR> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = tensor.dim %s, %c0 : tensor<?x?xf64, #CSR>
    %n = tensor.dim %s, %c1 : tensor<?x?xf64, #CSR>
    %e = tensor.empty(%m, %n) : tensor<?x?xf64, #CSR>
    %c = linalg.generic #sddmm ins(%s, %x, %y : tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>) outs(%e : tensor<?x?xf64, #CSR>) {
    ^bb0(%sv: f64, %xv: f64, %yv: f64, %acc: f64):
      %p = arith.mulf %xv, %yv : f64
      %q = arith.mulf %sv, %p : f64
      %r = arith.addf %acc, %q : f64
      linalg.yield %r : f64
    } -> tensor<?x?xf64, #CSR>
    return %c : tensor<?x?xf64, #CSR>
  }

  func.func @sddmm_dcsr(%s: tensor<?x?xf64, #DCSR>, %x: tensor<?x?xf64>, %y: tensor<?x?xf64>) -> tensor<?x?xf64, #DCSR> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = tensor.dim %s, %c0 : tensor<?x?xf64, #DCSR>
    %n = tensor.dim %s, %c1 : tensor<?x?xf64, #DCSR>
    %e = tensor.empty(%m, %n) : tensor<?x?xf64, #DCSR>
    %c = linalg.generic #sddmm ins(%s, %x, %y : tensor<?x?xf64, #DCSR>, tensor<?x?xf64>, tensor<?x?xf64>) outs(%e : tensor<?x?xf64, #DCSR>) {
    ^bb0(%sv: f64, %xv: f64, %yv: f64, %acc: f64):
      %p = arith.mulf %xv, %yv : f64
      %q = arith.mulf %sv, %p : f64
      %r = arith.addf %q, %acc : f64
      linalg.yield %r : f64
    } -> tensor<?x?xf64, #DCSR>
    return %c : tensor<?x?xf64, #DCSR>
  }

  // x[i, k]: 1e16 when (i + k) mod 4 = 0, -1e16 when it is 2, else 1 + (i + k) mod 5.
  func.func @x(%rows: index, %k: index) -> tensor<?x?xf64> {
    %t = tensor.generate %rows, %k {
    ^bb0(%i: index, %j: index):
      %c0_ = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %big = arith.constant 1.0e16 : f64
      %nbig = arith.constant -1.0e16 : f64
      %one = arith.constant 1.0 : f64
      %ij = arith.addi %i, %j : index
      %r4 = arith.remui %ij, %c4 : index
      %r5 = arith.remui %ij, %c5 : index
      %r5i = arith.index_cast %r5 : index to i64
      %r5f = arith.sitofp %r5i : i64 to f64
      %small = arith.addf %r5f, %one : f64
      %is0 = arith.cmpi eq, %r4, %c0_ : index
      %is2 = arith.cmpi eq, %r4, %c2 : index
      %a = arith.select %is2, %nbig, %small : f64
      %b = arith.select %is0, %big, %a : f64
      tensor.yield %b : f64
    } : tensor<?x?xf64>
    return %t : tensor<?x?xf64>
  }

  // y[j, k] = (1 + (j + k) mod 2) (1 + j mod 3): exact products; terms k and k + 2 of
  // an entry have the same y, so its ±1e16 terms cancel and its small ones are kept or
  // lost by the order; neighbouring rows differ.
  func.func @y(%rows: index, %k: index) -> tensor<?x?xf64> {
    %t = tensor.generate %rows, %k {
    ^bb0(%j: index, %kk: index):
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %one = arith.constant 1.0 : f64
      %jk = arith.addi %j, %kk : index
      %p = arith.remui %jk, %c2 : index
      %q = arith.remui %j, %c3 : index
      %pi = arith.index_cast %p : index to i64
      %qi = arith.index_cast %q : index to i64
      %pf = arith.sitofp %pi : i64 to f64
      %qf = arith.sitofp %qi : i64 to f64
      %a = arith.addf %pf, %one : f64
      %b = arith.addf %qf, %one : f64
      %v = arith.mulf %a, %b : f64
      tensor.yield %v : f64
    } : tensor<?x?xf64>
    return %t : tensor<?x?xf64>
  }

  func.func @run(%s: tensor<?x?xf64, #CSR>, %d: tensor<?x?xf64, #DCSR>, %k: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = tensor.dim %s, %c0 : tensor<?x?xf64, #CSR>
    %n = tensor.dim %s, %c1 : tensor<?x?xf64, #CSR>
    %x = func.call @x(%m, %k) : (index, index) -> tensor<?x?xf64>
    %y = func.call @y(%n, %k) : (index, index) -> tensor<?x?xf64>
    %c = func.call @sddmm(%s, %x, %y) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?x?xf64, #CSR>
    sparse_tensor.print %c : tensor<?x?xf64, #CSR>
    %cd = func.call @sddmm_dcsr(%d, %x, %y) : (tensor<?x?xf64, #DCSR>, tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?x?xf64, #DCSR>
    sparse_tensor.print %cd : tensor<?x?xf64, #DCSR>
    return
  }

  func.func @main() {
    // Rows of 4, 0, 5, 9, 1, 8, 3 and 7 stored entries.
    %ds = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.5, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, 2.0, 0.0, 1.0, 1.0, 0.0, 0.0, -2.0, 0.0, 1.0],
                                [1.0, 2.0, 1.0, 0.5, 0.0, 1.0, 2.0, 1.0, 1.0, 1.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 3.0, 0.0, 0.0, 0.0],
                                [1.0, -1.0, 2.0, 0.0, 1.0, 1.0, 0.5, 1.0, 0.0, 2.0],
                                [0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 1.0],
                                [2.0, 1.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0, -1.0, 1.0]]> : tensor<8x10xf64>
    %s0 = sparse_tensor.convert %ds : tensor<8x10xf64> to tensor<8x10xf64, #CSR>
    %s = tensor.cast %s0 : tensor<8x10xf64, #CSR> to tensor<?x?xf64, #CSR>
    %d0 = sparse_tensor.convert %ds : tensor<8x10xf64> to tensor<8x10xf64, #DCSR>
    %d = tensor.cast %d0 : tensor<8x10xf64, #DCSR> to tensor<?x?xf64, #DCSR>
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    func.call @run(%s, %d, %c8) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #DCSR>, index) -> ()
    func.call @run(%s, %d, %c16) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #DCSR>, index) -> ()
    func.call @run(%s, %d, %c32) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #DCSR>, index) -> ()
    func.call @run(%s, %d, %c4) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #DCSR>, index) -> ()
    func.call @run(%s, %d, %c12) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #DCSR>, index) -> ()
    return
  }
}
