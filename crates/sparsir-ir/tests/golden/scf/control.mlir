// scf control flow: if / else (with and without results), yield, execute_region
// (results, no_inline, several blocks), index_switch (cases, default, results).

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
  %y:2 = scf.if %c -> (f32, f32) {
    %v = memref.load %m[] : memref<f32>
    scf.yield %v, %a : f32, f32
  } else {
    scf.yield %b, %b : f32, f32
  } {kind = "pair"}
  return %x, %y#1 : f32, f32
}

func.func @regions(%c: i1, %i: index, %a: f32, %b: f32) -> (f32, f32) {
  %e = scf.execute_region -> f32 {
    scf.yield %a : f32
  }
  %e2:2 = scf.execute_region -> (f32, f32) no_inline {
    scf.yield %a, %b : f32, f32
  }
  scf.execute_region {
    scf.yield
  }
  %s = scf.index_switch %i -> f32
  case 2 {
    scf.yield %a : f32
  }
  case 5 {
    scf.yield %b : f32
  }
  default {
    scf.yield %a : f32
  }
  scf.index_switch %i {note}
  case 1 {
    scf.yield
  }
  default {
  }
  return %e, %s : f32, f32
}
