// cf dialect: br / cond_br with block arguments, switch, assert; blocks with
// arguments, loops in the CFG, forward references to blocks.

func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.cond_br %c, ^bb2(%x : i32), ^bb3(%y, %x : f32, i32)
^bb2(%p: i32):
  cf.br ^bb4(%p : i32)
^bb3(%q: f32, %r: i32):
  cf.cond_br %c, ^bb1(%r, %q : i32, f32), ^bb4(%r : i32)
^bb4(%out: i32):
  return %out : i32
}

func.func @cond_br_no_args(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}

func.func @cond_br_weights(%c: i1, %x: index) -> index {
  cf.cond_br %c, ^bb1, ^bb2(%x : index) {branch_weights = array<i32: 90, 10>}
^bb1:
  cf.br ^bb2(%x : index)
^bb2(%v: index):
  return %v : index
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return %i : index
}

func.func @switch(%flag: i32, %a: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : f32),
    42: ^bb2,
    -7: ^bb1(%a : f32)
  ]
^bb1(%x: f32):
  return %x : f32
^bb2:
  %z = arith.constant 0.0 : f32
  return %z : f32
}

func.func @assert(%c: i1) {
  cf.assert %c, "expected the condition to hold"
  return
}
