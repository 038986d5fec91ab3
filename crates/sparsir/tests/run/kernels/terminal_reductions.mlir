// Row reductions into sparse vectors whose monoid has a terminal (absorbing) value: the
// sparsifier stops a row's walk once the accumulator holds it. Each row puts the terminal
// value first, in the middle, last or nowhere, so a wrong exit shows in the result; the
// float maximum by cmpf + select has no terminal value (a NaN after +inf still wins) and
// must walk whole rows.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#rows = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#masked = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  // Does row i (masked by m) reach a marked column? `ori` stops at the first hit.
  func.func @any_marked(%a: tensor<5x6xf64, #CSR>, %mark: tensor<6xi1>, %m: tensor<5xf64, #SV>) -> tensor<5xi1, #SV> {
    %false = arith.constant false
    %e = tensor.empty() : tensor<5xi1, #SV>
    %r = linalg.generic #masked ins(%a, %mark, %m : tensor<5x6xf64, #CSR>, tensor<6xi1>, tensor<5xf64, #SV>) outs(%e : tensor<5xi1, #SV>) {
    ^bb0(%x: f64, %y: i1, %k: f64, %o: i1):
      %p = sparse_tensor.binary %x, %y : f64, i1 to i1
        overlap = { ^bb0(%l: f64, %r: i1): sparse_tensor.yield %r : i1 }
        left = {} right = {}
      %q = sparse_tensor.binary %p, %k : i1, f64 to i1
        overlap = { ^bb0(%l: i1, %r: f64): sparse_tensor.yield %l : i1 }
        left = {} right = {}
      %s = sparse_tensor.reduce %o, %q, %false : i1 {
        ^bb0(%v: i1, %w: i1):
          %t = arith.ori %v, %w : i1
          sparse_tensor.yield %t : i1
      }
      linalg.yield %s : i1
    } -> tensor<5xi1, #SV>
    return %r : tensor<5xi1, #SV>
  }

  // Is every stored value of row i a one? `andi` stops at the first false.
  func.func @all_ones(%a: tensor<5x6xi8, #CSR>) -> tensor<5xi1, #SV> {
    %true = arith.constant true
    %c1 = arith.constant 1 : i8
    %e = tensor.empty() : tensor<5xi1, #SV>
    %r = linalg.generic #rows ins(%a : tensor<5x6xi8, #CSR>) outs(%e : tensor<5xi1, #SV>) {
    ^bb0(%x: i8, %o: i1):
      %one = sparse_tensor.unary %x : i8 to i1
        present = { ^bb0(%y: i8):
          %c = arith.cmpi eq, %y, %c1 : i8
          sparse_tensor.yield %c : i1 }
        absent = {}
      %s = sparse_tensor.reduce %o, %one, %true : i1 {
        ^bb0(%v: i1, %w: i1):
          %t = arith.andi %v, %w : i1
          sparse_tensor.yield %t : i1
      }
      linalg.yield %s : i1
    } -> tensor<5xi1, #SV>
    return %r : tensor<5xi1, #SV>
  }

  func.func @max_i32(%a: tensor<5x6xi32, #CSR>) -> tensor<5xi32, #SV> {
    %id = arith.constant -2147483648 : i32
    %e = tensor.empty() : tensor<5xi32, #SV>
    %r = linalg.generic #rows ins(%a : tensor<5x6xi32, #CSR>) outs(%e : tensor<5xi32, #SV>) {
    ^bb0(%x: i32, %o: i32):
      %s = sparse_tensor.reduce %o, %x, %id : i32 {
        ^bb0(%v: i32, %w: i32):
          %t = arith.maxsi %v, %w : i32
          sparse_tensor.yield %t : i32
      }
      linalg.yield %s : i32
    } -> tensor<5xi32, #SV>
    return %r : tensor<5xi32, #SV>
  }

  // The minimum written as compare and select (the select picks its second operand).
  func.func @min_i8_select(%a: tensor<5x6xi8, #CSR>) -> tensor<5xi8, #SV> {
    %id = arith.constant 127 : i8
    %e = tensor.empty() : tensor<5xi8, #SV>
    %r = linalg.generic #rows ins(%a : tensor<5x6xi8, #CSR>) outs(%e : tensor<5xi8, #SV>) {
    ^bb0(%x: i8, %o: i8):
      %s = sparse_tensor.reduce %o, %x, %id : i8 {
        ^bb0(%v: i8, %w: i8):
          %c = arith.cmpi sge, %v, %w : i8
          %t = arith.select %c, %w, %v : i8
          sparse_tensor.yield %t : i8
      }
      linalg.yield %s : i8
    } -> tensor<5xi8, #SV>
    return %r : tensor<5xi8, #SV>
  }

  // Unsigned maximum: all bits set (255 as u8, printed -1 as i8) is terminal.
  func.func @max_u8(%a: tensor<5x6xi8, #CSR>) -> tensor<5xi8, #SV> {
    %id = arith.constant 0 : i8
    %e = tensor.empty() : tensor<5xi8, #SV>
    %r = linalg.generic #rows ins(%a : tensor<5x6xi8, #CSR>) outs(%e : tensor<5xi8, #SV>) {
    ^bb0(%x: i8, %o: i8):
      %s = sparse_tensor.reduce %o, %x, %id : i8 {
        ^bb0(%v: i8, %w: i8):
          %t = arith.maxui %v, %w : i8
          sparse_tensor.yield %t : i8
      }
      linalg.yield %s : i8
    } -> tensor<5xi8, #SV>
    return %r : tensor<5xi8, #SV>
  }

  // maxnumf: +inf is terminal (a later NaN does not displace it).
  func.func @maxnum_f64(%a: tensor<5x6xf64, #CSR>) -> tensor<5xf64, #SV> {
    %id = arith.constant 0xFFF0000000000000 : f64
    %e = tensor.empty() : tensor<5xf64, #SV>
    %r = linalg.generic #rows ins(%a : tensor<5x6xf64, #CSR>) outs(%e : tensor<5xf64, #SV>) {
    ^bb0(%x: f64, %o: f64):
      %s = sparse_tensor.reduce %o, %x, %id : f64 {
        ^bb0(%v: f64, %w: f64):
          %t = arith.maxnumf %v, %w : f64
          sparse_tensor.yield %t : f64
      }
      linalg.yield %s : f64
    } -> tensor<5xf64, #SV>
    return %r : tensor<5xf64, #SV>
  }

  // cmpf ogt + select: not terminal, a NaN after +inf is the result.
  func.func @max_select_f64(%a: tensor<5x6xf64, #CSR>) -> tensor<5xf64, #SV> {
    %id = arith.constant 0xFFF0000000000000 : f64
    %e = tensor.empty() : tensor<5xf64, #SV>
    %r = linalg.generic #rows ins(%a : tensor<5x6xf64, #CSR>) outs(%e : tensor<5xf64, #SV>) {
    ^bb0(%x: f64, %o: f64):
      %s = sparse_tensor.reduce %o, %x, %id : f64 {
        ^bb0(%v: f64, %w: f64):
          %c = arith.cmpf ogt, %v, %w : f64
          %t = arith.select %c, %v, %w : f64
          sparse_tensor.yield %t : f64
      }
      linalg.yield %s : f64
    } -> tensor<5xf64, #SV>
    return %r : tensor<5xf64, #SV>
  }

  func.func @main() {
    %inf = arith.constant 0x7FF0000000000000 : f64
    %nan = arith.constant 0x7FF8000000000000 : f64
    // Rows: terminal first, in the middle, last, nowhere, and an empty row.
    %d = arith.constant dense<[[1.0, 2.0, 0.0, 3.0, 0.0, 4.0],
                               [5.0, 0.0, 6.0, 7.0, 8.0, 0.0],
                               [0.0, 9.0, 0.0, 1.0, 0.0, 2.0],
                               [3.0, 4.0, 5.0, 0.0, 0.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<5x6xf64>
    %a = sparse_tensor.convert %d : tensor<5x6xf64> to tensor<5x6xf64, #CSR>
    %mark = arith.constant dense<[false, false, false, true, false, true]> : tensor<6xi1>
    %md = arith.constant dense<[1.0, 1.0, 0.0, 1.0, 1.0]> : tensor<5xf64>
    %m = sparse_tensor.convert %md : tensor<5xf64> to tensor<5xf64, #SV>
    %r0 = call @any_marked(%a, %mark, %m) : (tensor<5x6xf64, #CSR>, tensor<6xi1>, tensor<5xf64, #SV>) -> tensor<5xi1, #SV>
    sparse_tensor.print %r0 : tensor<5xi1, #SV>

    %bd = arith.constant dense<[[2, 1, 1, 0, 0, 0],
                                [1, 1, 1, 1, 1, 1],
                                [1, 1, 0, 2, 1, 1],
                                [1, 1, 1, 1, 1, 2],
                                [0, 0, 0, 0, 0, 0]]> : tensor<5x6xi8>
    %b = sparse_tensor.convert %bd : tensor<5x6xi8> to tensor<5x6xi8, #CSR>
    %r1 = call @all_ones(%b) : (tensor<5x6xi8, #CSR>) -> tensor<5xi1, #SV>
    sparse_tensor.print %r1 : tensor<5xi1, #SV>

    %id = arith.constant dense<[[2147483647, 5, 0, -7, 0, 9],
                                [3, 0, 2147483647, 8, 1, 0],
                                [0, -4, 0, 6, 0, 2147483647],
                                [-3, -2, -1, 0, 0, 0],
                                [0, 0, 0, 0, 0, 0]]> : tensor<5x6xi32>
    %i = sparse_tensor.convert %id : tensor<5x6xi32> to tensor<5x6xi32, #CSR>
    %r2 = call @max_i32(%i) : (tensor<5x6xi32, #CSR>) -> tensor<5xi32, #SV>
    sparse_tensor.print %r2 : tensor<5xi32, #SV>

    %jd = arith.constant dense<[[-128, 5, 0, -7, 0, 9],
                                [3, 0, -128, -100, 1, 0],
                                [0, -4, 0, 6, 0, -128],
                                [-1, -2, -3, 0, 0, 0],
                                [0, 0, 0, 0, 0, 0]]> : tensor<5x6xi8>
    %j = sparse_tensor.convert %jd : tensor<5x6xi8> to tensor<5x6xi8, #CSR>
    %r3 = call @min_i8_select(%j) : (tensor<5x6xi8, #CSR>) -> tensor<5xi8, #SV>
    sparse_tensor.print %r3 : tensor<5xi8, #SV>

    %ud = arith.constant dense<[[-1, 5, 0, -7, 0, 9],
                                [3, 0, -1, -100, 1, 0],
                                [0, -4, 0, 6, 0, -1],
                                [1, 2, 3, 0, 0, 0],
                                [0, 0, 0, 0, 0, 0]]> : tensor<5x6xi8>
    %u = sparse_tensor.convert %ud : tensor<5x6xi8> to tensor<5x6xi8, #CSR>
    %r4 = call @max_u8(%u) : (tensor<5x6xi8, #CSR>) -> tensor<5xi8, #SV>
    sparse_tensor.print %r4 : tensor<5xi8, #SV>

    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %fd0 = tensor.insert %inf into %d[%c0, %c0] : tensor<5x6xf64>
    %fd1 = tensor.insert %nan into %fd0[%c0, %c1] : tensor<5x6xf64>
    %fd2 = tensor.insert %inf into %fd1[%c1, %c2] : tensor<5x6xf64>
    %fd3 = tensor.insert %nan into %fd2[%c1, %c3] : tensor<5x6xf64>
    %fd4 = tensor.insert %inf into %fd3[%c2, %c5] : tensor<5x6xf64>
    %f = sparse_tensor.convert %fd4 : tensor<5x6xf64> to tensor<5x6xf64, #CSR>
    %r5 = call @maxnum_f64(%f) : (tensor<5x6xf64, #CSR>) -> tensor<5xf64, #SV>
    sparse_tensor.print %r5 : tensor<5xf64, #SV>
    %r6 = call @max_select_f64(%f) : (tensor<5x6xf64, #CSR>) -> tensor<5xf64, #SV>
    sparse_tensor.print %r6 : tensor<5xf64, #SV>
    return
  }
}
