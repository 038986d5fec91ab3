// Verifier and custom-syntax errors of the other dialects the corpus uses:
// func, arith, math, scf, linalg, memref, vector, bufferization.

func.func @f(%a: i64) -> i32 {
  return %a : i64  // expected-error {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
}

// -----

func.func @f(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 2}}
  return %a : i32
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  // expected-error @below {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @g(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  %0 = func.call @nope(%a) : (i32) -> i32
  // expected-error @above {{'func.call' op 'nope' does not reference a valid function}}
  return %0 : i32
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) -> f32 {
  // expected-note @+1 {{      op result types: 'f32'}}
  %0 = func.call @g(%a) : (i32) -> f32  // expected-note {{function result types: 'i32'}}
  // expected-error @-1 {{'func.call' op result type mismatch at index 0}}
  return %0 : f32
}

// -----

// expected-note @below {{see existing symbol definition here}}
func.func @f(%a: i32) {
  return
}
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func @f(%a: i32) {
  return
}

// -----

func.func @f(i32) {
// expected-error @above {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
^bb0(%a: i64):
  return
}

// -----

func.func @f(%a: i32) attributes {sym_visibility = "hidden"} {
// expected-error @-1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f()

// -----

func.func @f(%a: f32) {
  %0 = arith.addi %a, %a : f32  // expected-error {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error @below {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'index'}}
  %0 = arith.cmpf olt, %a, %b : index
  return
}

// -----

func.func @f(%a: i32, %b: i32) {
  %0 = arith.cmpi foo, %a, %b : i32
  // expected-error @above {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  return
}

// -----

func.func @f(%a: f32, %b: f32) {
  %0 = arith.cmpf slt, %a, %b : f32
  // expected-error @-1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.trunci %a : i32 to i64  // expected-error {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @below {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : f32 to index
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.bitcast %a : f32 to i64
  // expected-error @above {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%c: i32, %a: f32) {
  %0 = arith.select %c, %a, %a : f32
  // expected-error @-1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  return
}

// -----

func.func @f(%c: vector<4xi1>, %a: vector<8xf32>) {
  %0 = arith.select %c, %a, %a : vector<4xi1>, vector<8xf32>  // expected-error {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @below {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<nsw, bogus> : i32
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<quick> : f32
  // expected-error @above {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @-2 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  return
}

// -----

func.func @f() {
  %0 = arith.constant 1.0 : i32
  // expected-error @+1 {{floating point value not valid for specified type}}
  return
}

// -----

func.func @f() {
  %0 = arith.constant dense<1> : tensor<4xi64> : tensor<4xi32>  // expected-error {{expected operation name in quotes}}
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "str" : i32
  return
}

// -----

func.func @f() {
  // expected-error @below {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : ui32
  return
}

// -----

func.func @f(%a: vector<4xi32>, %b: vector<8xi32>) {
// expected-note @-1 {{prior use here}}
  %0 = arith.addi %a, %b : vector<4xi32>
  // expected-error @above {{use of value '%b' expects different type than prior uses: 'vector<4xi32>' vs 'vector<8xi32>'}}
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = math.sqrt %a : i32  // expected-error {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  return
}

// -----

func.func @f(%lb: index, %ub: index, %s: index, %i: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %0 = scf.for %iv = %lb to %ub step %s iter_args(%a = %i) -> (f32) {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @f(%lb: index, %ub: index, %s: index, %i: f32) {
  // expected-error @below {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.for %iv = %lb to %ub step %s iter_args(%a = %i) -> (f32) {
    scf.yield
    // expected-note @above {{region branch point}}
  }
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  %0 = scf.if %c -> (f32) {
  // expected-error @-1 {{'scf.if' op must have an else block if defining values}}
    scf.yield %a : f32
  }
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    %i = arith.constant 0 : i32
    scf.yield %i : i32  // expected-note {{region branch point}}
  }
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %c {
  }
  return
}

// -----

func.func @f(%i: i32) {
  %0 = scf.while (%a = %i) : (i32) -> i32 {
  // expected-error @above {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %f = arith.constant 0.0 : f32
    scf.yield %f : f32
    // expected-note @-1 {{region branch point}}
  }
  return
}

// -----

func.func @f(%lb: index, %ub: i32, %s: index) {  // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%ub' expects different type than prior uses: 'index' vs 'i32'}}
  scf.for %iv = %lb to %ub step %s {
  }
  return
}

// -----

func.func @f(%n: index, %t: tensor<4xf32>) {
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield %a : f32
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
  // expected-error @above {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = arith.constant 0 : i32
    linalg.yield %i : i32
    // expected-error @-1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
  } -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel", "parallel"]}  // expected-error {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["sideways"]}
      // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (sideways)}}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @f(%A: tensor<4x8xf32>, %B: tensor<4x8xf32>, %C: tensor<4x4xf32>) {
  // expected-error @below {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<4x8xf32>) outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 1 : index
    // expected-error @above {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4x4xf32>
  // expected-error @-1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  return
}

// -----

func.func @f(%m: memref<4xf32>, %v: f64, %i: index) {  // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'f64'}}
  memref.store %v, %m[%i] : memref<4xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @below {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[5] : f32 from vector<4xf32>
  // expected-error @above {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error @+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print %v : f32 punctuation <semicolon>
  // expected-error @-1 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  %0 = vector.transfer_read %m[%i] : memref<?xf32>, vector<4xf32>  // expected-error {{expected ','}}
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @below {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  // expected-error @above {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  return
}
