// Programs MLIR 22 rejects, with its messages (checked with mlir-opt
// --split-input-file --verify-diagnostics).

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{requires the same type for all operands and results}}
  %0 = "arith.addi"(%i, %j) : (i32, i64) -> i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.maxsi %a, %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %i, %i : i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand #0 must be floating-point-like, but got 'index'}}
  %0 = arith.negf %x : index
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{requires the same type for all operands and results}}
  %0 = "arith.addf"(%a, %a) : (f32, f32) -> f64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %j) : (f32, i64) -> i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{expected 2 operands, but found 1}}
  %0 = "arith.addi"(%i) : (i32) -> i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{requires one result}}
  "arith.addi"(%i, %i) : (i32, i32) -> ()
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{requires a single operand}}
  %0 = "arith.extf"(%a, %a) : (f32, f32) -> f64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%i, %i) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%b) {roundingmode = 7 : i32} : (f64) -> f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<foo> : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %i, %i overflow<foo> : i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+2 {{custom op 'arith.addf' expected valid keyword or string}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<> : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi slt, %a, %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf olt, %i, %i : i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %i, %i : i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf eq, %a, %a : f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%i, %i) {predicate = 2 : i64} : (i32, i32) -> i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%i, %i) {predicate = 12 : i64} : (i32, i32) -> i1
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%i, %i) : (i32, i32) -> i1
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{requires all operands to have the same type}}
  %0 = "arith.cmpi"(%i, %j) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%vi, %vi) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %b : f64 to f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %h : f16 to bf16
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %i : i32 to i64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %i : i32 to i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %x : index to i64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.sitofp %i : i32 to i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.fptosi %a : f32 to index
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %i : i32 to i64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %x : index to index
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_castui %a : f32 to index
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %i : i32 to f64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %x : index to i64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{requires the same shape for all operands and results}}
  %0 = arith.extf %v : vector<4xf32> to f64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %t : tensor<?xi32> to tensor<4xindex>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.fptoui %u : tensor<*xf32> to tensor<*xi32>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %vi : vector<4xi32> to tensor<4xindex>
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = arith.select %i, %a, %a : i32, f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{result #1 must be bool-like, but got 'i32'}}
  %0:2 = arith.addui_extended %i, %i : i32, i32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = arith.addui_extended %a, %a : f32, i1
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "arith.addui_extended"(%vi, %vi) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%i, %i) : (i32, i32) -> (i32, i64)
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "s"
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 3 : i32} : () -> i64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{integer return type must be signless}}
  %0 = arith.constant 3 : si32
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant [1, 2]
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i64
  return
}
// -----

func.func @f(%a: f32, %b: f64, %h: f16, %i: i32, %j: i64, %x: index, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{requires zero regions}}
  %0 = "arith.constant"() ({}) {value = 1 : i32} : () -> i32
  return
}
