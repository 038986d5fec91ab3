// A value defined in a block that does not dominate its use is refused (MLIR 22 gives the same message).
func.func @main() {
  %t = arith.constant true
  cf.cond_br %t, ^a, ^b
^a:
  %x = arith.constant 1 : index
  cf.br ^b
^b:
  vector.print %x : index
  return
}
