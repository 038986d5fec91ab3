// scf dialect: for (plain, iter_args, unsigned, integer induction variable),
// while/condition, if/else with and without results, yield, parallel with
// reduce, forall with shared_outs / in_parallel, execute_region, index_switch.

func.func @for_loops(%lb: index, %ub: index, %step: index, %buf: memref<?xf32>) -> f32 {
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %buf[%i] : memref<?xf32>
    memref.store %v, %buf[%i] : memref<?xf32>
  }
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %buf[%i] : memref<?xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %zero, %b = %lb) -> (f32, index) {
    %b2 = arith.addi %b, %i : index
    scf.yield %a, %b2 : f32, index
  }
  return %sum : f32
}

func.func @for_int_iv(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %c) -> (i32) : i32 {
    %y = arith.addi %x, %i : i32
    scf.yield %y : i32
  }
  scf.for unsigned %j = %lb to %ub step %step : i32 {
  }
  return %r : i32
}

func.func @nested(%n: index, %m: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xf64>
      memref.store %v, %m[%j, %i] : memref<?x?xf64>
    }
  }
  return
}

func.func @while_loop(%init: i32, %limit: i32) -> (i32, f32) {
  %f = arith.constant 1.0 : f32
  %res:2 = scf.while (%arg1 = %init, %arg2 = %f) : (i32, f32) -> (i32, f32) {
    %cond = arith.cmpi slt, %arg1, %limit : i32
    scf.condition(%cond) %arg1, %arg2 : i32, f32
  } do {
  ^bb0(%x: i32, %y: f32):
    %c1 = arith.constant 1 : i32
    %next = arith.addi %x, %c1 : i32
    %y2 = arith.mulf %y, %y : f32
    scf.yield %next, %y2 : i32, f32
  }
  return %res#0, %res#1 : i32, f32
}

func.func @while_different_types(%init: i32) -> i64 {
  %r = scf.while (%a = %init) : (i32) -> i64 {
    %c = arith.constant true
    %e = arith.extsi %a : i32 to i64
    scf.condition(%c) %e : i64
  } do {
  ^bb0(%b: i64):
    %t = arith.trunci %b : i64 to i32
    scf.yield %t : i32
  }
  return %r : i64
}

func.func @if_ops(%c: i1, %a: f32, %b: f32, %m: memref<f32>) -> (f32, f32) {
  scf.if %c {
    memref.store %a, %m[] : memref<f32>
  }
  scf.if %c {
    memref.store %a, %m[] : memref<f32>
  } else {
    memref.store %b, %m[] : memref<f32>
  }
  %x = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  %y, %z = scf.if %c -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s, %a : f32, f32
  } else {
    scf.yield %b, %b : f32, f32
  }
  return %x, %y : f32, f32
}

func.func @parallel_loops(%lb: index, %ub: index, %step: index, %m: memref<?x?xf32>) -> (f32, i32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  %init = arith.constant 0.0 : f32
  %init2 = arith.constant 1 : i32
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init, %init2) -> (f32, i32) {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    %k = arith.index_cast %i : index to i32
    scf.reduce(%v, %k : f32, i32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%lhs: i32, %rhs: i32):
      %p = arith.muli %lhs, %rhs : i32
      scf.reduce.return %p : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

func.func @forall_ops(%t: tensor<8x16xf32>, %n: index, %buf: memref<?xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i, %j) in (8, 4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%j)
    %s = tensor.extract_slice %o[%i, %off] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %off] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x16xf32>
    }
  }
  scf.forall (%k) in (%n) {
    %c = arith.constant 0.0 : f32
    memref.store %c, %buf[%k] : memref<?xf32>
  }
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.forall (%a, %b) = (%c0, 0) to (%n, 8) step (%c2, 2) {
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r : tensor<8x16xf32>
}

func.func @misc(%c: i1, %x: index) -> (i32, f32) {
  %v = scf.execute_region -> i32 {
    %one = arith.constant 1 : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %one : i32
  ^bb2:
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  %w = scf.index_switch %x -> f32
  case 2 {
    %a = arith.constant 2.0 : f32
    scf.yield %a : f32
  }
  case 5 {
    %b = arith.constant 5.0 : f32
    scf.yield %b : f32
  }
  default {
    %d = arith.constant 0.0 : f32
    scf.yield %d : f32
  }
  scf.index_switch %x
  default {
  }
  return %v, %w : i32, f32
}
