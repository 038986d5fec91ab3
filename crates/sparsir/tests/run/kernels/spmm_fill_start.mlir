// SpMM C = fill(v) + A B with a non-zero fill value, for rows of 4, 8, 16 and 32 columns
// (f64), 8 columns of i64 and i32, and 16 of f32 with a fill value f32 rounds: the native
// backend starts a row kept in a local array from the fill's value instead of storing the
// fill and reading it back (`native::row_fill`), stores the fill only for rows the loop
// runs as written (the empty row 1; 5 columns), and must print what the loops as written
// print.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#mm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @spmm(%a: tensor<4x5xf64, #CSR>, %b: tensor<5x?xf64>, %v: f64) -> tensor<4x?xf64> {
    %c1 = arith.constant 1 : index
    %n = tensor.dim %b, %c1 : tensor<5x?xf64>
    %e = tensor.empty(%n) : tensor<4x?xf64>
    %z = linalg.fill ins(%v : f64) outs(%e : tensor<4x?xf64>) -> tensor<4x?xf64>
    %c = linalg.generic #mm ins(%a, %b : tensor<4x5xf64, #CSR>, tensor<5x?xf64>) outs(%z : tensor<4x?xf64>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %p = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<4x?xf64>
    return %c : tensor<4x?xf64>
  }

  func.func @spmm_i64(%a: tensor<4x5xi64, #CSR>, %b: tensor<5x8xi64>) -> tensor<4x8xi64> {
    %three = arith.constant 3 : i64
    %e = tensor.empty() : tensor<4x8xi64>
    %z = linalg.fill ins(%three : i64) outs(%e : tensor<4x8xi64>) -> tensor<4x8xi64>
    %c = linalg.generic #mm ins(%a, %b : tensor<4x5xi64, #CSR>, tensor<5x8xi64>) outs(%z : tensor<4x8xi64>) {
    ^bb0(%x: i64, %y: i64, %acc: i64):
      %p = arith.muli %x, %y : i64
      %s = arith.addi %acc, %p : i64
      linalg.yield %s : i64
    } -> tensor<4x8xi64>
    return %c : tensor<4x8xi64>
  }

  func.func @spmm_i32(%a: tensor<4x5xi32, #CSR>, %b: tensor<5x8xi32>) -> tensor<4x8xi32> {
    %big = arith.constant 2147483000 : i32
    %e = tensor.empty() : tensor<4x8xi32>
    %z = linalg.fill ins(%big : i32) outs(%e : tensor<4x8xi32>) -> tensor<4x8xi32>
    %c = linalg.generic #mm ins(%a, %b : tensor<4x5xi32, #CSR>, tensor<5x8xi32>) outs(%z : tensor<4x8xi32>) {
    ^bb0(%x: i32, %y: i32, %acc: i32):
      %p = arith.muli %x, %y : i32
      %s = arith.addi %acc, %p : i32
      linalg.yield %s : i32
    } -> tensor<4x8xi32>
    return %c : tensor<4x8xi32>
  }

  func.func @spmm_f32(%a: tensor<4x5xf32, #CSR>, %b: tensor<5x16xf32>) -> tensor<4x16xf32> {
    %tenth = arith.constant 0.1 : f32
    %e = tensor.empty() : tensor<4x16xf32>
    %z = linalg.fill ins(%tenth : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
    %c = linalg.generic #mm ins(%a, %b : tensor<4x5xf32, #CSR>, tensor<5x16xf32>) outs(%z : tensor<4x16xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<4x16xf32>
    return %c : tensor<4x16xf32>
  }

  // B[k, j] = ((5k + 3j) mod 13 - 6) / 7.
  func.func @rhs(%n: index) -> tensor<5x?xf64> {
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c13 = arith.constant 13 : index
    %six = arith.constant 6.0 : f64
    %seven = arith.constant 7.0 : f64
    %b = tensor.generate %n {
    ^bb0(%k: index, %j: index):
      %k5 = arith.muli %k, %c5 : index
      %j3 = arith.muli %j, %c3 : index
      %t = arith.addi %k5, %j3 : index
      %m = arith.remui %t, %c13 : index
      %mi = arith.index_cast %m : index to i64
      %mf = arith.sitofp %mi : i64 to f64
      %d = arith.subf %mf, %six : f64
      %v = arith.divf %d, %seven : f64
      tensor.yield %v : f64
    } : tensor<5x?xf64>
    return %b : tensor<5x?xf64>
  }

  func.func @show(%c: tensor<4x?xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %n = tensor.dim %c, %c1 : tensor<4x?xf64>
    scf.for %i = %c0 to %c4 step %c1 {
      %row = tensor.extract_slice %c[%i, 0] [1, %n] [1, 1] : tensor<4x?xf64> to tensor<?xf64>
      %s = sparse_tensor.convert %row : tensor<?xf64> to tensor<?xf64, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
      sparse_tensor.print %s : tensor<?xf64, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
    }
    return
  }

  func.func @main() {
    %da = arith.constant dense<[[0.5, 0.0, 1.25, 0.0, -2.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0],
                                [1.0, 3.0, 0.0, 0.1, 0.0],
                                [0.0, 0.0, 0.0, 7.0, 0.0]]> : tensor<4x5xf64>
    %a = sparse_tensor.convert %da : tensor<4x5xf64> to tensor<4x5xf64, #CSR>
    %half = arith.constant 0.5 : f64
    %negzero = arith.constant -0.0 : f64
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %b4 = func.call @rhs(%c4) : (index) -> tensor<5x?xf64>
    %r4 = func.call @spmm(%a, %b4, %half) : (tensor<4x5xf64, #CSR>, tensor<5x?xf64>, f64) -> tensor<4x?xf64>
    func.call @show(%r4) : (tensor<4x?xf64>) -> ()
    %b5 = func.call @rhs(%c5) : (index) -> tensor<5x?xf64>
    %r5 = func.call @spmm(%a, %b5, %half) : (tensor<4x5xf64, #CSR>, tensor<5x?xf64>, f64) -> tensor<4x?xf64>
    func.call @show(%r5) : (tensor<4x?xf64>) -> ()
    %b8 = func.call @rhs(%c8) : (index) -> tensor<5x?xf64>
    %r8 = func.call @spmm(%a, %b8, %negzero) : (tensor<4x5xf64, #CSR>, tensor<5x?xf64>, f64) -> tensor<4x?xf64>
    func.call @show(%r8) : (tensor<4x?xf64>) -> ()
    %b16 = func.call @rhs(%c16) : (index) -> tensor<5x?xf64>
    %r16 = func.call @spmm(%a, %b16, %half) : (tensor<4x5xf64, #CSR>, tensor<5x?xf64>, f64) -> tensor<4x?xf64>
    func.call @show(%r16) : (tensor<4x?xf64>) -> ()
    %b32 = func.call @rhs(%c32) : (index) -> tensor<5x?xf64>
    %r32 = func.call @spmm(%a, %b32, %half) : (tensor<4x5xf64, #CSR>, tensor<5x?xf64>, f64) -> tensor<4x?xf64>
    func.call @show(%r32) : (tensor<4x?xf64>) -> ()

    // Integers: i64 from 3; i32 from near its maximum, wrapping.
    %di = arith.constant dense<[[2, 0, -1, 0, 5], [0, 0, 0, 0, 0], [1, 3, 0, 4, 0], [0, 0, 0, 7, 0]]> : tensor<4x5xi64>
    %ai = sparse_tensor.convert %di : tensor<4x5xi64> to tensor<4x5xi64, #CSR>
    %bi = tensor.generate {
    ^bb0(%k: index, %j: index):
      %kj = arith.muli %k, %j : index
      %x = arith.index_cast %kj : index to i64
      %c9 = arith.constant 9 : i64
      %y = arith.subi %x, %c9 : i64
      tensor.yield %y : i64
    } : tensor<5x8xi64>
    %ri = func.call @spmm_i64(%ai, %bi) : (tensor<4x5xi64, #CSR>, tensor<5x8xi64>) -> tensor<4x8xi64>
    %si = sparse_tensor.convert %ri : tensor<4x8xi64> to tensor<4x8xi64, #CSR>
    sparse_tensor.print %si : tensor<4x8xi64, #CSR>
    %d32 = arith.constant dense<[[2, 0, -1, 0, 5], [0, 0, 0, 0, 0], [1, 3, 0, 4, 0], [0, 0, 0, 7, 0]]> : tensor<4x5xi32>
    %a32 = sparse_tensor.convert %d32 : tensor<4x5xi32> to tensor<4x5xi32, #CSR>
    %b32i = tensor.generate {
    ^bb0(%k: index, %j: index):
      %kj = arith.addi %k, %j : index
      %x = arith.index_cast %kj : index to i32
      %c100 = arith.constant 100 : i32
      %y = arith.muli %x, %c100 : i32
      tensor.yield %y : i32
    } : tensor<5x8xi32>
    %r32i = func.call @spmm_i32(%a32, %b32i) : (tensor<4x5xi32, #CSR>, tensor<5x8xi32>) -> tensor<4x8xi32>
    %s32i = sparse_tensor.convert %r32i : tensor<4x8xi32> to tensor<4x8xi32, #CSR>
    sparse_tensor.print %s32i : tensor<4x8xi32, #CSR>

    // f32 from 0.1 (rounded to f32 once, as the fill stores it).
    %df = arith.constant dense<[[0.5, 0.0, 1.25, 0.0, -2.0], [0.0, 0.0, 0.0, 0.0, 0.0], [1.0, 3.0, 0.0, 0.1, 0.0], [0.0, 0.0, 0.0, 7.0, 0.0]]> : tensor<4x5xf32>
    %af = sparse_tensor.convert %df : tensor<4x5xf32> to tensor<4x5xf32, #CSR>
    %bf = tensor.generate {
    ^bb0(%k: index, %j: index):
      %kj = arith.addi %k, %j : index
      %x = arith.index_cast %kj : index to i32
      %xf = arith.sitofp %x : i32 to f32
      %third = arith.constant 0.333333343 : f32
      %y = arith.mulf %xf, %third : f32
      tensor.yield %y : f32
    } : tensor<5x16xf32>
    %rf = func.call @spmm_f32(%af, %bf) : (tensor<4x5xf32, #CSR>, tensor<5x16xf32>) -> tensor<4x16xf32>
    %sf = sparse_tensor.convert %rf : tensor<4x16xf32> to tensor<4x16xf32, #CSR>
    sparse_tensor.print %sf : tensor<4x16xf32, #CSR>
    return
  }
}
