// Integer arithmetic: every binary op on scalars, index, vectors and tensors;
// overflow flags in any order; the extended ops; attribute dictionaries.

func.func @binary(%x: i64, %y: i64, %n: index, %m: index) -> i64 {
  %a = arith.addi %x, %y : i64
  %b = arith.subi %a, %y : i64
  %c = arith.muli %b, %x : i64
  %d = arith.divsi %c, %y : i64
  %e = arith.divui %d, %y : i64
  %f = arith.ceildivsi %e, %y : i64
  %g = arith.ceildivui %f, %y : i64
  %h = arith.floordivsi %g, %y : i64
  %i = arith.remsi %h, %y : i64
  %j = arith.remui %i, %y : i64
  %k = arith.andi %j, %x : i64
  %l = arith.ori %k, %x : i64
  %o = arith.xori %l, %x : i64
  %p = arith.shli %o, %y : i64
  %q = arith.shrsi %p, %y : i64
  %r = arith.shrui %q, %y : i64
  %s = arith.maxsi %r, %x : i64
  %t = arith.maxui %s, %x : i64
  %u = arith.minsi %t, %x : i64
  %v = arith.minui %u, %x : i64
  %w = arith.addi %n, %m : index
  %z = arith.floordivsi %w, %m : index
  return %v : i64
}

func.func @flags(%x: i32, %y: i32, %n: index) {
  %0 = arith.addi %x, %y overflow<nsw> : i32
  %1 = arith.subi %x, %y overflow<nuw> : i32
  %2 = arith.muli %x, %y overflow<nuw, nsw> : i32
  %3 = arith.shli %x, %y overflow<nsw,nuw> : i32
  %4 = arith.addi %n, %n overflow<none> : index
  %5 = arith.addi %x, %y overflow<nsw> {tag = "kept"} : i32
  %6 = arith.muli %x, %y {overflowFlags = #arith.overflow<nuw>} : i32
  %7 = arith.subi %x, %y {note} : i32
  return
}

func.func @extended(%x: i16, %y: i16, %v: vector<8xi32>, %t: tensor<?xi64>) {
  %sum, %carry = arith.addui_extended %x, %y : i16, i1
  %lo, %hi = arith.mulsi_extended %x, %y : i16
  %ulo, %uhi = arith.mului_extended %x, %y {k = 1 : i32} : i16
  %vs, %vc = arith.addui_extended %v, %v : vector<8xi32>, vector<8xi1>
  %tl, %th = arith.mului_extended %t, %t : tensor<?xi64>
  return
}

func.func @shaped(%v: vector<4xi8>, %s: vector<[4]x2xi32>, %t: tensor<3x?xindex>, %u: tensor<*xi1>) {
  %0 = arith.addi %v, %v : vector<4xi8>
  %1 = arith.subi %s, %s overflow<nsw> : vector<[4]x2xi32>
  %2 = arith.remui %t, %t : tensor<3x?xindex>
  %3 = arith.xori %u, %u : tensor<*xi1>
  %4 = arith.andi %v, %v : vector<4xi8>
  return
}
