// Unstructured control flow: branches with block arguments, conditional
// branches with weights, switches and assertions.

func.func @sum(%n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  cf.br ^loop(%c0, %zero : index, f64)
^loop(%i: index, %acc: f64):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit(%acc : f64)
^body:
  %x = arith.index_cast %i : index to i64
  %f = arith.sitofp %x : i64 to f64
  %next = arith.addf %acc, %f : f64
  %j = arith.addi %i, %c1 : index
  cf.br ^loop(%j, %next : index, f64)
^exit(%r: f64):
  return %r : f64
}

func.func @weights(%p: i1, %a: i32, %b: i64) -> i32 {
  cf.cond_br %p weights([3, 97]), ^bb1(%a, %b : i32, i64), ^bb2 {hot}
^bb1(%x: i32, %y: i64):
  cf.br ^bb2 {edge = 1 : i32}
^bb2:
  cf.assert %p, "p must hold"
  cf.assert %p, "with \"quotes\"" {checked}
  return %a : i32
}

func.func @switch(%flag: i32, %v: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^bb1(%v : f32),
    0: ^bb2,
    -1: ^bb1(%v : f32),
    7: ^bb3(%flag, %v : i32, f32)
  ]
^bb1(%x: f32):
  return %x : f32
^bb2:
  %c = arith.constant 1.0 : f32
  return %c : f32
^bb3(%k: i32, %w: f32):
  return %w : f32
}

func.func @switch_default_only(%flag: i64) {
  cf.switch %flag : i64, [default: ^bb1]
^bb1:
  return
}
