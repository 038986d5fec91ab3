// Invalid scf programs with MLIR 22's diagnostics.

func.func @yield_missing_values(%lb: index, %ub: index, %s: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %f) -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @yield_too_few(%lb: index, %ub: index, %s: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 2 != 1}}
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %f, %b = %f) -> (f32, f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @yield_wrong_type(%lb: index, %ub: index, %s: index, %f: f32, %g: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %f) -> (f32) {
    scf.yield %g : i32
  }
  return
}

// -----

func.func @iv_type(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @inits_vs_args(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 0 != 1}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index, %j: index):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @result_type(%lb: index, %ub: index, %s: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %ub, %s, %f) ({
  ^bb0(%i: index, %j: f32):
    scf.yield %j : f32
  }) : (index, index, index, f32) -> (i32)
  return
}

// -----

func.func @results_count(%lb: index, %ub: index, %s: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %ub, %s, %f) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @bounds_types(%lb: index, %ub: i32, %s: index) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @float_bounds(%lb: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: f32):
    scf.yield
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @yield_outside() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @if_without_else(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %f: f32, %g: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    scf.yield %f : f32
  } else {
    // expected-note @+1 {{region branch point}}
    scf.yield %g : i32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %c {
    // expected-note @+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @condition_count(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a, %a : f32, f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @after_args(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 1 operands, but region successor needs 2 inputs}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32, %x: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_yield_type(%c: i1, %f: f32, %i: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note @+1 {{region branch point}}
    scf.yield %i : i32
  }
  return
}

// -----

func.func @while_before_terminator(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note @+1 {{terminator here}}
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_entry_types(%f: f32, %c: i1) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%f) ({
  ^bb0(%a: i32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (f32) -> i32
  return
}

// -----

func.func @while_types_count(%c: i1, %f: f32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 2 got 1)}}
  %r = scf.while (%a = %f, %b = %f) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @condition_outside(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}

// -----

func.func @parallel_results(%lb: index, %ub: index, %s: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_bounds(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%lb) to (%ub) step (%s) {
  }
  return
}

// -----

func.func @parallel_ivs(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_terminator(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note @+1 {{terminator here}}
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @reduce_type(%lb: index, %ub: index, %s: index, %f: f32, %g: i32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%g : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_args(%lb: index, %ub: index, %s: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_regions(%lb: index, %ub: index, %s: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 2}}
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %ub: index, %s: index, %f: f32, %g: i32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %g : i32
    }
  }
  return
}

// -----

func.func @reduce_outside() {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce
}

// -----

func.func @in_parallel_outside() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}

// -----

func.func @forall_mapping() {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @forall_bounds() {
  // expected-error @+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) in (4) {
  }
  return
}

// -----

func.func @execute_region_args(%f: f32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = scf.execute_region -> f32 {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @execute_region_yield(%f: f32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_duplicate(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 2}}
  %r = scf.index_switch %x -> f32
  case 2 {
    scf.yield %f : f32
  }
  case 2 {
    scf.yield %f : f32
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_type(%x: index, %f: f32, %i: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %x -> f32
  case 2 {
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    scf.yield %i : i32
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_count(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %x -> f32
  case 2 {
    scf.yield %f : f32
  }
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @switch_cases(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%x) <{cases = array<i64: 1>}> ({
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @in_parallel_ops(%n: index, %t: tensor<4xf32>, %m: memref<4xf32>) {
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      memref.dealloc %m : memref<4xf32>
    }
  }
  return
}
// -----

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{'scf.yield' op requires zero results}}
    %r = "scf.yield"() : () -> i32
  }
  return
}
// -----

func.func @f(%b: i1) {
  scf.while : () -> () {
    // expected-error @+1 {{'scf.condition' op requires zero results}}
    %r = "scf.condition"(%b) : (i1) -> i32
  } do {
    scf.yield
  }
  return
}
// -----

func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    // expected-error @+1 {{'scf.reduce' op requires zero results}}
    %q = "scf.reduce"(%z) ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }) : (f32) -> i32
  }
  return %r : f32
}
