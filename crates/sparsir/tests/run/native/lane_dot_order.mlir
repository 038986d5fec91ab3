// A dense reduction printed as a dot product in vectors (native::lane_dot) must add its
// terms in the loop's order. Each term is 1e16, -1e16 or a small integer, so any other
// order of the additions prints another number: (1e16 + 1) + 1 - 1e16 is 0, while
// 1 + 1 + 1e16 - 1e16 is 2. Widths 8, 16 and 32 (vectors of four; k = 0 taken first, as
// SDDMM's reduction does, then lanes 1.. of vectors, the last overlapping the one before),
// 4 (three lanes left: the loop as written) and 12 (no fixed width); the same products
// summed into one scalar (the whole reduction from k = 0).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#sddmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
#total = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> ()>],
  iterator_types = ["reduction", "reduction", "reduction"]
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

  func.func @total(%s: tensor<?x?xf64, #CSR>, %x: tensor<?x?xf64>, %y: tensor<?x?xf64>) -> f64 {
    %z = arith.constant 0.0 : f64
    %e = tensor.from_elements %z : tensor<f64>
    %t = linalg.generic #total ins(%s, %x, %y : tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>) outs(%e : tensor<f64>) {
    ^bb0(%sv: f64, %xv: f64, %yv: f64, %acc: f64):
      %p = arith.mulf %xv, %yv : f64
      %q = arith.mulf %sv, %p : f64
      %r = arith.addf %q, %acc : f64
      linalg.yield %r : f64
    } -> tensor<f64>
    %v = tensor.extract %t[] : tensor<f64>
    return %v : f64
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

  // y[j, k]: 1 when j + k is even, 2 when it is odd (exact products).
  func.func @y(%rows: index, %k: index) -> tensor<?x?xf64> {
    %t = tensor.generate %rows, %k {
    ^bb0(%j: index, %kk: index):
      %c2 = arith.constant 2 : index
      %one = arith.constant 1.0 : f64
      %two = arith.constant 2.0 : f64
      %jk = arith.addi %j, %kk : index
      %r = arith.remui %jk, %c2 : index
      %c0_ = arith.constant 0 : index
      %even = arith.cmpi eq, %r, %c0_ : index
      %v = arith.select %even, %one, %two : f64
      tensor.yield %v : f64
    } : tensor<?x?xf64>
    return %t : tensor<?x?xf64>
  }

  func.func @run(%s: tensor<?x?xf64, #CSR>, %k: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = tensor.dim %s, %c0 : tensor<?x?xf64, #CSR>
    %n = tensor.dim %s, %c1 : tensor<?x?xf64, #CSR>
    %x = func.call @x(%m, %k) : (index, index) -> tensor<?x?xf64>
    %y = func.call @y(%n, %k) : (index, index) -> tensor<?x?xf64>
    %c = func.call @sddmm(%s, %x, %y) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?x?xf64, #CSR>
    sparse_tensor.print %c : tensor<?x?xf64, #CSR>
    %t = func.call @total(%s, %x, %y) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>) -> f64
    vector.print %t : f64
    return
  }

  func.func @main() {
    %ds = arith.constant dense<[[1.0, 0.0, 0.0, 2.0, 0.0, 1.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, -0.5, 1.0, 0.0, 4.0, 0.0],
                                [2.0, 0.0, 0.0, 0.0, 1.0, -1.0],
                                [0.0, 1.0, 0.0, 0.5, 0.0, 0.0]]> : tensor<5x6xf64>
    %s0 = sparse_tensor.convert %ds : tensor<5x6xf64> to tensor<5x6xf64, #CSR>
    %s = tensor.cast %s0 : tensor<5x6xf64, #CSR> to tensor<?x?xf64, #CSR>
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    func.call @run(%s, %c8) : (tensor<?x?xf64, #CSR>, index) -> ()
    func.call @run(%s, %c12) : (tensor<?x?xf64, #CSR>, index) -> ()
    func.call @run(%s, %c16) : (tensor<?x?xf64, #CSR>, index) -> ()
    func.call @run(%s, %c32) : (tensor<?x?xf64, #CSR>, index) -> ()
    %c4 = arith.constant 4 : index
    func.call @run(%s, %c4) : (tensor<?x?xf64, #CSR>, index) -> ()
    return
  }
}
