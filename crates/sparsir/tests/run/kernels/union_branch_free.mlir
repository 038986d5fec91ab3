// Unions of two CSR operands whose rows interleave in changing orders: the native kernel's
// first merge loop takes a branch-free step (every point's value computed, the step's
// value picked with bit masks) unless the two rows have the same length. Rows here have
// lengths 0 to 9, equal lengths with different patterns among them; stored zeros of
// both signs (x - absent keeps x's sign), and the element types
// f64 (subtraction: a right-only entry is 0 - y), f32 (addition) and i32 (addition); a
// sparse vector sum scaled on one side.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
#ev = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
module {
  // x[i, j] = (i + 2j) mod 5 - 2 where (seed i + m j) mod 7 < i mod 4 + 1, else 0.
  func.func @pattern(%seed: index, %m: index) -> tensor<12x16xf64> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %zero = arith.constant 0.0 : f64
    %two = arith.constant 2.0 : f64
    %d = tensor.generate {
    ^bb0(%i: index, %j: index):
      %si = arith.muli %seed, %i : index
      %mj = arith.muli %m, %j : index
      %t = arith.addi %si, %mj : index
      %r = arith.remui %t, %c7 : index
      %w = arith.remui %i, %c4 : index
      %w1 = arith.addi %w, %c1 : index
      %keep = arith.cmpi ult, %r, %w1 : index
      %j2 = arith.muli %j, %c2 : index
      %s = arith.addi %i, %j2 : index
      %s5 = arith.remui %s, %c5 : index
      %vi = arith.index_cast %s5 : index to i64
      %vf = arith.sitofp %vi : i64 to f64
      %v = arith.subf %vf, %two : f64
      %x = arith.select %keep, %v, %zero : f64
      tensor.yield %x : f64
    } : tensor<12x16xf64>
    return %d : tensor<12x16xf64>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %da = func.call @pattern(%c3, %c5) : (index, index) -> tensor<12x16xf64>
    %db = func.call @pattern(%c5, %c3) : (index, index) -> tensor<12x16xf64>
    %a0 = sparse_tensor.convert %da : tensor<12x16xf64> to tensor<12x16xf64, #CSR>
    %b = sparse_tensor.convert %db : tensor<12x16xf64> to tensor<12x16xf64, #CSR>
    // A's values times -0.0: stored zeros, -0.0 where A is positive.
    %negzero = arith.constant -0.0 : f64
    %e0 = tensor.empty() : tensor<12x16xf64, #CSR>
    %a = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a0 : tensor<12x16xf64, #CSR>) outs(%e0 : tensor<12x16xf64, #CSR>) {
    ^bb0(%x: f64, %o: f64):
      %r = arith.mulf %x, %negzero : f64
      linalg.yield %r : f64
    } -> tensor<12x16xf64, #CSR>
    %e = tensor.empty() : tensor<12x16xf64, #CSR>
    %sub = linalg.generic #ew ins(%a, %b : tensor<12x16xf64, #CSR>, tensor<12x16xf64, #CSR>) outs(%e : tensor<12x16xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %r = arith.subf %x, %y : f64
      linalg.yield %r : f64
    } -> tensor<12x16xf64, #CSR>
    sparse_tensor.print %sub : tensor<12x16xf64, #CSR>
    %e2 = tensor.empty() : tensor<12x16xf64, #CSR>
    %sub2 = linalg.generic #ew ins(%a0, %b : tensor<12x16xf64, #CSR>, tensor<12x16xf64, #CSR>) outs(%e2 : tensor<12x16xf64, #CSR>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %r = arith.subf %x, %y : f64
      linalg.yield %r : f64
    } -> tensor<12x16xf64, #CSR>
    sparse_tensor.print %sub2 : tensor<12x16xf64, #CSR>

    %da32 = tensor.generate {
    ^bb0(%i: index, %j: index):
      %x = tensor.extract %da[%i, %j] : tensor<12x16xf64>
      %y = arith.truncf %x : f64 to f32
      tensor.yield %y : f32
    } : tensor<12x16xf32>
    %db32 = tensor.generate {
    ^bb0(%i: index, %j: index):
      %x = tensor.extract %db[%i, %j] : tensor<12x16xf64>
      %y = arith.truncf %x : f64 to f32
      tensor.yield %y : f32
    } : tensor<12x16xf32>
    %a32 = sparse_tensor.convert %da32 : tensor<12x16xf32> to tensor<12x16xf32, #CSR>
    %b32 = sparse_tensor.convert %db32 : tensor<12x16xf32> to tensor<12x16xf32, #CSR>
    %e32 = tensor.empty() : tensor<12x16xf32, #CSR>
    %mx = linalg.generic #ew ins(%a32, %b32 : tensor<12x16xf32, #CSR>, tensor<12x16xf32, #CSR>) outs(%e32 : tensor<12x16xf32, #CSR>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %r = arith.addf %x, %y : f32
      linalg.yield %r : f32
    } -> tensor<12x16xf32, #CSR>
    sparse_tensor.print %mx : tensor<12x16xf32, #CSR>

    %dai = tensor.generate {
    ^bb0(%i: index, %j: index):
      %x = tensor.extract %da[%i, %j] : tensor<12x16xf64>
      %y = arith.fptosi %x : f64 to i32
      tensor.yield %y : i32
    } : tensor<12x16xi32>
    %dbi = tensor.generate {
    ^bb0(%i: index, %j: index):
      %x = tensor.extract %db[%i, %j] : tensor<12x16xf64>
      %y = arith.fptosi %x : f64 to i32
      tensor.yield %y : i32
    } : tensor<12x16xi32>
    %ai = sparse_tensor.convert %dai : tensor<12x16xi32> to tensor<12x16xi32, #CSR>
    %bi = sparse_tensor.convert %dbi : tensor<12x16xi32> to tensor<12x16xi32, #CSR>
    %ei = tensor.empty() : tensor<12x16xi32, #CSR>
    %sum = linalg.generic #ew ins(%ai, %bi : tensor<12x16xi32, #CSR>, tensor<12x16xi32, #CSR>) outs(%ei : tensor<12x16xi32, #CSR>) {
    ^bb0(%x: i32, %y: i32, %o: i32):
      %r = arith.addi %x, %y : i32
      linalg.yield %r : i32
    } -> tensor<12x16xi32, #CSR>
    sparse_tensor.print %sum : tensor<12x16xi32, #CSR>

    // Row 5 of each as a sparse vector: 3 x + y.
    %ra = tensor.extract_slice %da[5, 0] [1, 16] [1, 1] : tensor<12x16xf64> to tensor<16xf64>
    %rb = tensor.extract_slice %db[7, 0] [1, 16] [1, 1] : tensor<12x16xf64> to tensor<16xf64>
    %va = sparse_tensor.convert %ra : tensor<16xf64> to tensor<16xf64, #SV>
    %vb = sparse_tensor.convert %rb : tensor<16xf64> to tensor<16xf64, #SV>
    %three = arith.constant 3.0 : f64
    %ev = tensor.empty() : tensor<16xf64, #SV>
    %lin = linalg.generic #ev ins(%va, %vb : tensor<16xf64, #SV>, tensor<16xf64, #SV>) outs(%ev : tensor<16xf64, #SV>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %x3 = arith.mulf %x, %three : f64
      %r = arith.addf %x3, %y : f64
      linalg.yield %r : f64
    } -> tensor<16xf64, #SV>
    sparse_tensor.print %lin : tensor<16xf64, #SV>
    return
  }
}
