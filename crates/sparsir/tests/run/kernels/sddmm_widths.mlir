// SDDMM at dense widths k = 4, 8, 16, 32 (the native backend prints the reduction loop
// once per such width, with a literal bound) and k = 5 (the loop as written): every width
// must give MLIR's result, bit for bit (the sums are ordered and inexact).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
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

  // rows x k values (i * 7 + j * 3 + seed) mod 11, scaled by 0.1 and shifted by -0.35.
  func.func @dense(%rows: index, %k: index, %seed: index) -> tensor<?x?xf64> {
    %t = tensor.generate %rows, %k {
    ^bb0(%i: index, %j: index):
      %c7 = arith.constant 7 : index
      %c3 = arith.constant 3 : index
      %c11 = arith.constant 11 : index
      %a = arith.muli %i, %c7 : index
      %b = arith.muli %j, %c3 : index
      %ab = arith.addi %a, %b : index
      %abs = arith.addi %ab, %seed : index
      %r = arith.remui %abs, %c11 : index
      %ri = arith.index_cast %r : index to i64
      %f = arith.sitofp %ri : i64 to f64
      %scale = arith.constant 0.1 : f64
      %shift = arith.constant -0.35 : f64
      %v = arith.mulf %f, %scale : f64
      %w = arith.addf %v, %shift : f64
      tensor.yield %w : f64
    } : tensor<?x?xf64>
    return %t : tensor<?x?xf64>
  }

  func.func @run(%s: tensor<?x?xf64, #CSR>, %k: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %m = tensor.dim %s, %c0 : tensor<?x?xf64, #CSR>
    %n = tensor.dim %s, %c1 : tensor<?x?xf64, #CSR>
    %x = func.call @dense(%m, %k, %c1) : (index, index, index) -> tensor<?x?xf64>
    %y = func.call @dense(%n, %k, %c2) : (index, index, index) -> tensor<?x?xf64>
    %c = func.call @sddmm(%s, %x, %y) : (tensor<?x?xf64, #CSR>, tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?x?xf64, #CSR>
    sparse_tensor.print %c : tensor<?x?xf64, #CSR>
    return
  }

  func.func @main() {
    %ds = arith.constant dense<[[1.5, 0.0, 0.0, -2.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, 0.3, 0.7, 0.0, 1.1],
                                [-0.9, 0.0, 0.0, 0.0, 2.5]]> : tensor<4x5xf64>
    %s0 = sparse_tensor.convert %ds : tensor<4x5xf64> to tensor<4x5xf64, #CSR>
    %s = tensor.cast %s0 : tensor<4x5xf64, #CSR> to tensor<?x?xf64, #CSR>
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    func.call @run(%s, %c4) : (tensor<?x?xf64, #CSR>, index) -> ()
    func.call @run(%s, %c5) : (tensor<?x?xf64, #CSR>, index) -> ()
    func.call @run(%s, %c8) : (tensor<?x?xf64, #CSR>, index) -> ()
    func.call @run(%s, %c16) : (tensor<?x?xf64, #CSR>, index) -> ()
    func.call @run(%s, %c32) : (tensor<?x?xf64, #CSR>, index) -> ()
    return
  }
}
