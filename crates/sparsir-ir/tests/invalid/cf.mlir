// cf programs MLIR 22 rejects, with its messages (checked with mlir-opt
// --split-input-file --verify-diagnostics).

func.func @f(%i: i32) {
  // expected-error@+1 {{branch has 2 operands for successor #0, but target block has 1}}
  cf.br ^bb1(%i, %i : i32, i32)
^bb1(%x: i32):
  return
}
// -----

func.func @f(%j: i64) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%j : i64)
^bb1(%x: i32):
  return
}
// -----

func.func @f(%c: i1, %i: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb1(%i : i32)
^bb1(%x: i32):
  return
}
// -----

func.func @f(%c: i1, %i: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%i : i32), ^bb1
^bb1(%x: i32):
  return
}
// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}
// -----

func.func @f(%i: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%i) {msg = "x"} : (i32) -> ()
  return
}
// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}
// -----

// expected-note@+1 {{prior use here}}
func.func @f(%c: i32) {
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}
