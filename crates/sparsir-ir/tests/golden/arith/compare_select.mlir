// Comparisons with every predicate, on scalars and shaped values, and select in
// both of its type forms.

func.func @cmpi(%a: i64, %b: i64, %n: index, %v: vector<[2]xi8>, %t: tensor<4x?xi32>) {
  %0 = arith.cmpi eq, %a, %b : i64
  %1 = arith.cmpi ne, %a, %b : i64
  %2 = arith.cmpi slt, %a, %b : i64
  %3 = arith.cmpi sle, %a, %b : i64
  %4 = arith.cmpi sgt, %a, %b : i64
  %5 = arith.cmpi sge, %a, %b : i64
  %6 = arith.cmpi ult, %a, %b : i64
  %7 = arith.cmpi ule, %a, %b : i64
  %8 = arith.cmpi ugt, %a, %b : i64
  %9 = arith.cmpi uge, %a, %b : i64
  %10 = arith.cmpi uge, %n, %n {why = "bounds"} : index
  %11 = arith.cmpi "slt", %v, %v : vector<[2]xi8>
  %12 = arith.cmpi ne, %t, %t : tensor<4x?xi32>
  %13 = arith.cmpi eq, %0, %1 : i1
  return
}

func.func @cmpf(%a: f64, %b: f64, %v: vector<3xf16>, %t: tensor<?xbf16>) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %5 = arith.cmpf ole, %a, %b : f64
  %6 = arith.cmpf one, %a, %b : f64
  %7 = arith.cmpf ord, %a, %b : f64
  %8 = arith.cmpf ueq, %a, %b : f64
  %9 = arith.cmpf ugt, %a, %b : f64
  %10 = arith.cmpf uge, %a, %b : f64
  %11 = arith.cmpf ult, %a, %b : f64
  %12 = arith.cmpf ule, %a, %b : f64
  %13 = arith.cmpf une, %a, %b : f64
  %14 = arith.cmpf uno, %a, %b : f64
  %15 = arith.cmpf true, %a, %b : f64
  %16 = arith.cmpf olt, %v, %v fastmath<nnan, ninf> : vector<3xf16>
  %17 = arith.cmpf ueq, %t, %t : tensor<?xbf16>
  return
}

func.func @select(%p: i1, %a: f64, %b: f64, %mask: vector<4xi1>, %x: vector<4xi32>,
                  %tm: tensor<?xi1>, %t: tensor<?xf32>, %m: memref<2xf32>) -> f64 {
  %0 = arith.select %p, %a, %b : f64
  %1 = arith.select %mask, %x, %x : vector<4xi1>, vector<4xi32>
  %2 = arith.select %p, %x, %x : vector<4xi32>
  %3 = arith.select %tm, %t, %t : tensor<?xi1>, tensor<?xf32>
  %4 = arith.select %p, %m, %m {chosen} : memref<2xf32>
  %5 = arith.select %p, %p, %p : i1
  %6 = arith.select %p, %a, %b : i1, f64
  return %6 : f64
}
