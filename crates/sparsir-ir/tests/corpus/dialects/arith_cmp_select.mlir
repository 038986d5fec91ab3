// arith.cmpi with every predicate, arith.cmpf with every predicate, keyword and
// quoted-string predicate spellings, shaped operands, arith.select forms.

func.func @cmpi(%a: i32, %b: i32, %i: index, %v: vector<4xi64>, %t: tensor<?xi8>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpi "slt", %i, %i : index
  %11 = arith.cmpi eq, %v, %v : vector<4xi64>
  %12 = arith.cmpi ne, %t, %t : tensor<?xi8>
  %13 = arith.cmpi eq, %0, %1 : i1
  return
}

func.func @cmpf(%a: f32, %b: f32, %h: f16, %v: vector<2xf64>, %t: tensor<3xbf16>) {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  %16 = arith.cmpf "oeq", %h, %h : f16
  %17 = arith.cmpf ogt, %v, %v : vector<2xf64>
  %18 = arith.cmpf une, %t, %t fastmath<nnan> : tensor<3xbf16>
  return
}

func.func @select(%c: i1, %a: f32, %b: f32, %vc: vector<4xi1>, %va: vector<4xi32>, %t: tensor<2xf64>, %tc: tensor<2xi1>, %m: memref<?xf32>) {
  %0 = arith.select %c, %a, %b : f32
  %1 = arith.select %vc, %va, %va : vector<4xi1>, vector<4xi32>
  %2 = arith.select %c, %va, %va : vector<4xi32>
  %3 = arith.select %tc, %t, %t : tensor<2xi1>, tensor<2xf64>
  %4 = arith.select %c, %m, %m : memref<?xf32>
  %5 = arith.select %c, %c, %c : i1
  return
}
