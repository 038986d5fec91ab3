// scf loops: for (plain, iter_args, unsigned with an i32 induction variable,
// nested), while / condition / do, parallel with and without init + reduce,
// forall (normalized, general bounds, shared_outs, mapping).

func.func @for_loops(%lb: index, %ub: index, %step: index, %buf: memref<?xf32>, %init: f32) -> f32 {
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %buf[%i] : memref<?xf32>
    memref.store %v, %buf[%i] : memref<?xf32>
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %v = memref.load %buf[%i] : memref<?xf32>
    scf.yield %v : f32
  }
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %init, %b = %lb) -> (f32, index) {
    scf.yield %a, %i : f32, index
  } {tag = "two"}
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %i to %ub step %step {
      %v = memref.load %buf[%j] : memref<?xf32>
      memref.store %v, %buf[%i] : memref<?xf32>
    }
  }
  return %sum : f32
}

func.func @for_i32(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %lb) -> i32 : i32 {
    scf.yield %i : i32
  }
  scf.for unsigned %j = %lb to %ub step %step : i32 {
  }
  return %r : i32
}

func.func @while_loops(%init: i32, %f: f32, %cond: i1) -> (i32, f32) {
  %res:2 = scf.while (%a = %init, %b = %f) : (i32, f32) -> (i32, f32) {
    scf.condition(%cond) %a, %b : i32, f32
  } do {
  ^bb0(%x: i32, %y: f32):
    scf.yield %x, %y : i32, f32
  }
  scf.while : () -> () {
    scf.condition(%cond)
  } do {
    scf.yield
  } attributes {note}
  %w = scf.while (%a = %init) : (i32) -> f32 {
    scf.condition(%cond) %f : f32
  } do {
  ^bb0(%z: f32):
    scf.yield %init : i32
  }
  return %res#0, %w : i32, f32
}

func.func @parallel_loops(%lb: index, %ub: index, %step: index, %m: memref<?x?xf32>, %f: f32, %g: i32) -> (f32, i32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%f, %g) -> (f32, i32) {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v, %g : f32, i32) {
    ^bb0(%lhs: f32, %rhs: f32):
      scf.reduce.return %lhs : f32
    }, {
    ^bb0(%lhs: i32, %rhs: i32):
      scf.reduce.return %rhs : i32
    }
  }
  %s = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      scf.reduce.return %lhs : f32
    }
  } {marker}
  return %r#0, %r#1 : f32, i32
}

func.func @forall_loops(%t: tensor<8x16xf32>, %n: index, %buf: memref<?xf32>, %f: f32) -> tensor<8x16xf32> {
  %r = scf.forall (%i, %j) in (8, 4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%k) in (%n) {
    memref.store %f, %buf[%k] : memref<?xf32>
  }
  scf.forall (%a, %b) = (%n, 0) to (%n, 8) step (%n, 2) {
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  scf.forall (%a) = (0) to (%n) step (1) {
  }
  return %r : tensor<8x16xf32>
}
