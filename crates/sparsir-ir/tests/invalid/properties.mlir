// Properties (inherent attributes) given in the generic form, and other inputs the
// ir_parser fuzz target found accepted where MLIR 22 refuses them, with MLIR 22's
// diagnostics. Checked against mlir-opt --verify-diagnostics --split-input-file.

#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+2 {{expected ::mlir::utils::IteratorType to be one of: parallel, reduction}}
  // expected-error @+1 {{failed to parse IteratorTypeEnum parameter 'value' which is to be a `::mlir::utils::IteratorType`}}
  %0 = "linalg.generic"(%a, %a) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<rpalalel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f64, %y: f64):
    "linalg.yield"(%x) : (f64) -> ()
  }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{'linalg.generic' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %0 = "linalg.generic"(%a, %a) <{indexing_maps = [#map, #map], iterator_types = ["parallel"], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f64, %y: f64):
    "linalg.yield"(%x) : (f64) -> ()
  }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{'linalg.generic' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute}}
  %0 = "linalg.generic"(%a, %a) <{indexing_maps = [#map, 3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f64, %y: f64):
    "linalg.yield"(%x) : (f64) -> ()
  }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// expected-error @+1 {{'memref.global' op requires attribute 'sym_name'}}
"memref.global"() <{initial_value, type = memref<2x2xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "g", type = i32}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got "x"}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = "x"}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "x"}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, sym_visibility = "x"}> : () -> ()

// -----

func.func @f(%a: index) -> tensor<?xf32> {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "bufferization.alloc_tensor"(%a) <{operandQegmentSizes = array<i32: 0, 1, 0>}> : (index) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @f(%a: index) -> tensor<?xf32> {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op bufferization.alloc_tensor: size mismatch in attribute conversion: 2 vs 3}}
  %0 = "bufferization.alloc_tensor"(%a) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @f() -> memref<4xf32> {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = "x"} for op memref.alloc: expected DenseI32ArrayAttr for key `value`}}
  %0 = "memref.alloc"() <{operandSegmentSizes = "x"}> : () -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// expected-error @+1 {{null character not allowed in operation name}}
"test.fo\00o"() : () -> ()

// -----

func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{use of undeclared SSA value name}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %i) -> (index) {
    scf.yield %s : index
  }
  return %r : index
}

// -----

func.func @f(%n: index, %b: i1) -> index {
  scf.if %b {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %x = arith.addi %y, %n : index
    // expected-note @+2 {{operand defined here (op in a parent region)}}
  }
  %y = arith.addi %n, %n : index
  return %y : index
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{unknown attribute `ovbrflow` in dialect `arith`}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.ovbrflow<none>}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @f(%a: f32) -> f32 {
  // expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<nnan,fsat> : f32
  return %0 : f32
}

// -----

// expected-error @+1 {{dialect 'memref' provides no attribute parsing hook}}
"test.op"() {a = #memref.zzz} : () -> ()

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{invalid properties {overflowFlags = #arith.fastmath<none>} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: #arith.fastmath<none>}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.fastmath<none>}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i1 {
  // expected-error @+1 {{invalid properties {predicate = 99 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 99 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 99 : i64}> : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{invalid properties {nontemporal = 7 : i64} for op memref.load: Invalid attribute `nontemporal` in property conversion: 7 : i64}}
  %0 = "memref.load"(%m, %i) <{nontemporal = 7 : i64}> : (memref<4xf32>, index) -> f32
  return %0 : f32
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.load"(%m, %i) <{alignment = 3 : i64}> : (memref<4xf32>, index) -> f32
  return %0 : f32
}

// -----

func.func @f(%m: memref<4xf32>) -> memref<4xf32> {
  // expected-error @+1 {{'memref.transpose' op requires attribute 'permutation'}}
  %0 = "memref.transpose"(%m) : (memref<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%m, %m) <{isDataCache = true, isWrite = false, localityHint = 7 : i32}> : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f() -> f32 {
  // expected-error @+1 {{'memref.atomic_rmw' op expected 2 or more operands, but found 0}}
  %0 = "memref.atomic_rmw"() <{kind = 0 : i64}> : () -> f32
  return %0 : f32
}

// -----

func.func @f(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (f32, memref<4xf32>, index) -> f32
  return %0 : f32
}

// -----

func.func @f(%m: memref<4xi32>, %v: i32) -> i32 {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = "memref.atomic_rmw"(%v, %m) <{kind = 1 : i64}> : (i32, memref<4xi32>) -> i32
  return %0 : i32
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'scf.forall' op requires attribute 'staticStep'}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticSteccp = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
}) : () -> ()

// -----

func.func @f(%a: vector<4xf32>) -> vector<2xf32> {
  // expected-error @+1 {{'vector.extract_strided_slice' op attribute 'offsets' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [1.0], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @f(%a: index) -> index {
  // expected-error @+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%a) : (index) -> index
  return %0 : index
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{invalid properties {msg} for op cf.assert: Invalid attribute `msg` in property conversion: unit}}
  "cf.assert"(%a) <{msg}> : (i1) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.copy' op expected 2 operands, but found 1}}
  "memref.copy"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%i: index) -> f32 {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'index'}}
  %0 = "memref.load"(%i) : (index) -> f32
  return %0 : f32
}

// -----

func.func @f(%m: memref<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'bufferization.to_tensor' op requires a single operand}}
  %0 = "bufferization.to_tensor"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op requires zero results}}
  %0 = "memref.dealloc"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @f(%b: memref<64xi8>, %m: memref<4xf32>, %i: index) -> memref<?xf32> {
  // expected-error @+1 {{'memref.view' op operand #2 must be variadic of index, but got 'memref<4xf32>'}}
  %0 = "memref.view"(%b, %i, %m) : (memref<64xi8>, index, memref<4xf32>) -> memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>, index) -> memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}

// -----

func.func @f(%m: memref<8xf32>, %i: index) -> memref<2x4xf32> {
  // expected-error @+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "memref.expand_shape"(%m, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (memref<8xf32>, index) -> memref<2x4xf32>
  return %0 : memref<2x4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.add' op requires one region}}
  %0 = "linalg.add"(%a, %a, %b) <{operandSegmentSizes = array<i32: 2, 1>}> : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloca_scope' op requires one region}}
  "memref.alloca_scope"() : () -> ()
  return
}

// -----

func.func @f(%a: i32, %g: (i32) -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0:2 = "func.call_indirect"(%g, %a) : ((i32) -> i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %acc: f32) -> f32 {
  // expected-error @+1 {{custom op 'vector.contract' unexpected iterator_type (erduction)}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["erduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
