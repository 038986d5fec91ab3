// Integer arith ops on scalars, vectors and tensors, with overflow flags.

func.func @int_binary(%a: i32, %b: i32, %i: index, %j: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.ceildivui %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remsi %a, %b : i32
  %9 = arith.remui %a, %b : i32
  %10 = arith.andi %a, %b : i32
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b : i32
  %14 = arith.shrsi %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.maxsi %a, %b : i32
  %17 = arith.maxui %a, %b : i32
  %18 = arith.minsi %a, %b : i32
  %19 = arith.minui %a, %b : i32
  %20 = arith.addi %i, %j : index
  %21 = arith.muli %i, %j : index
  %22 = arith.remui %i, %j : index
  %23 = arith.ori %i, %j : index
  return
}

func.func @overflow(%a: i64, %b: i64, %i: index) {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.addi %a, %b overflow<nuw> : i64
  %2 = arith.addi %a, %b overflow<nsw, nuw> : i64
  %3 = arith.subi %a, %b overflow<nuw, nsw> : i64
  %4 = arith.muli %a, %b overflow<nsw> : i64
  %5 = arith.shli %a, %b overflow<nuw> : i64
  %6 = arith.addi %i, %i overflow<none> : index
  %8 = arith.trunci %a overflow<nuw> : i64 to i32
  return
}

func.func @extended(%a: i32, %b: i32, %v: vector<4xi8>) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %ulow, %uhigh = arith.mului_extended %a, %b : i32
  %vs, %vo = arith.addui_extended %v, %v : vector<4xi8>, vector<4xi1>
  %vl, %vh = arith.mulsi_extended %v, %v : vector<4xi8>
  return
}

func.func @shaped(%v: vector<4xi32>, %t: tensor<2x?xi64>, %s: vector<[4]xi16>) {
  %0 = arith.addi %v, %v : vector<4xi32>
  %1 = arith.muli %t, %t : tensor<2x?xi64>
  %2 = arith.xori %s, %s : vector<[4]xi16>
  %3 = arith.maxsi %t, %t : tensor<2x?xi64>
  %4 = arith.shrui %v, %v : vector<4xi32>
  return
}

func.func @bools(%p: i1, %q: i1, %vp: vector<2xi1>) {
  %0 = arith.andi %p, %q : i1
  %1 = arith.ori %p, %q : i1
  %2 = arith.xori %p, %q : i1
  %3 = arith.andi %vp, %vp : vector<2xi1>
  return
}
