// Reductions into a sparse output start from the output's zero, +0, as MLIR 22's do: a
// sum whose terms are all -0 is +0 (0 + -0 = +0), not -0 (the first term taken as it is).
// Three shapes of sparse-output reduction: the scalar accumulator of a row sum (and of
// `acc - x`), the row workspace of SpGEMM, and SDDMM's dense k loop (k = 8 and five
// entries in row 0, so the native backend takes them four at a time, native::entry_dot).
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#rows = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#sddmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @row_sums(%a: tensor<3x4xf64, #CSR>) -> tensor<3xf64, #SV> {
    %e = tensor.empty() : tensor<3xf64, #SV>
    %r = linalg.generic #rows ins(%a : tensor<3x4xf64, #CSR>) outs(%e : tensor<3xf64, #SV>) {
      ^bb0(%x: f64, %o: f64):
        %s = arith.addf %o, %x : f64
        linalg.yield %s : f64
    } -> tensor<3xf64, #SV>
    return %r : tensor<3xf64, #SV>
  }
  func.func @row_negated_sums(%a: tensor<3x4xf64, #CSR>) -> tensor<3xf64, #SV> {
    %e = tensor.empty() : tensor<3xf64, #SV>
    %r = linalg.generic #rows ins(%a : tensor<3x4xf64, #CSR>) outs(%e : tensor<3xf64, #SV>) {
      ^bb0(%x: f64, %o: f64):
        %s = arith.subf %o, %x : f64
        linalg.yield %s : f64
    } -> tensor<3xf64, #SV>
    return %r : tensor<3xf64, #SV>
  }
  func.func @spgemm(%a: tensor<3x4xf64, #CSR>, %b: tensor<4x3xf64, #CSR>) -> tensor<3x3xf64, #CSR> {
    %e = tensor.empty() : tensor<3x3xf64, #CSR>
    %r = linalg.matmul ins(%a, %b : tensor<3x4xf64, #CSR>, tensor<4x3xf64, #CSR>)
                       outs(%e : tensor<3x3xf64, #CSR>) -> tensor<3x3xf64, #CSR>
    return %r : tensor<3x3xf64, #CSR>
  }
  func.func @sddmm(%s: tensor<2x6xf64, #CSR>, %x: tensor<2x8xf64>, %y: tensor<6x8xf64>) -> tensor<2x6xf64, #CSR> {
    %e = tensor.empty() : tensor<2x6xf64, #CSR>
    %c = linalg.generic #sddmm ins(%s, %x, %y : tensor<2x6xf64, #CSR>, tensor<2x8xf64>, tensor<6x8xf64>) outs(%e : tensor<2x6xf64, #CSR>) {
    ^bb0(%sv: f64, %xv: f64, %yv: f64, %acc: f64):
      %p = arith.mulf %xv, %yv : f64
      %q = arith.mulf %sv, %p : f64
      %r = arith.addf %acc, %q : f64
      linalg.yield %r : f64
    } -> tensor<2x6xf64, #CSR>
    return %c : tensor<2x6xf64, #CSR>
  }
  func.func @main() {
    // Row 0 stores -0 twice, row 1 stores +0, row 2 stores 1 and -0.
    %pos = arith.constant dense<[0, 2, 3, 5]> : tensor<4xindex>
    %crd = arith.constant dense<[0, 2, 1, 0, 3]> : tensor<5xindex>
    %val = arith.constant dense<[-0.0, -0.0, 0.0, 1.0, -0.0]> : tensor<5xf64>
    %a = sparse_tensor.assemble (%pos, %crd), %val : (tensor<4xindex>, tensor<5xindex>), tensor<5xf64> to tensor<3x4xf64, #CSR>
    %sums = call @row_sums(%a) : (tensor<3x4xf64, #CSR>) -> tensor<3xf64, #SV>
    sparse_tensor.print %sums : tensor<3xf64, #SV>
    %negs = call @row_negated_sums(%a) : (tensor<3x4xf64, #CSR>) -> tensor<3xf64, #SV>
    sparse_tensor.print %negs : tensor<3xf64, #SV>
    // A(0, :) B is -0 * 1 + -0 * 3 at column 0; A(2, 3) B(3, 2) = -0 * 1.
    %bpos = arith.constant dense<[0, 1, 2, 3, 4]> : tensor<5xindex>
    %bcrd = arith.constant dense<[0, 1, 0, 2]> : tensor<4xindex>
    %bval = arith.constant dense<[1.0, 2.0, 3.0, 1.0]> : tensor<4xf64>
    %b = sparse_tensor.assemble (%bpos, %bcrd), %bval : (tensor<5xindex>, tensor<4xindex>), tensor<4xf64> to tensor<4x3xf64, #CSR>
    %ab = call @spgemm(%a, %b) : (tensor<3x4xf64, #CSR>, tensor<4x3xf64, #CSR>) -> tensor<3x3xf64, #CSR>
    sparse_tensor.print %ab : tensor<3x3xf64, #CSR>
    // Row 0 of X is -0 (every term of row 0 is -0); row 1 is -0 but for one 1 at k = 5.
    %spos = arith.constant dense<[0, 5, 7]> : tensor<3xindex>
    %scrd = arith.constant dense<[0, 1, 2, 4, 5, 1, 3]> : tensor<7xindex>
    %sval = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<7xf64>
    %s = sparse_tensor.assemble (%spos, %scrd), %sval : (tensor<3xindex>, tensor<7xindex>), tensor<7xf64> to tensor<2x6xf64, #CSR>
    %x = arith.constant dense<[[-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0],
                               [-0.0, -0.0, -0.0, -0.0, -0.0, 1.0, -0.0, -0.0]]> : tensor<2x8xf64>
    %y = arith.constant dense<2.0> : tensor<6x8xf64>
    %c = call @sddmm(%s, %x, %y) : (tensor<2x6xf64, #CSR>, tensor<2x8xf64>, tensor<6x8xf64>) -> tensor<2x6xf64, #CSR>
    sparse_tensor.print %c : tensor<2x6xf64, #CSR>
    return
  }
}
