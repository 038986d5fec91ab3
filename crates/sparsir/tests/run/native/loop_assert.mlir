// A failing cf.assert inside a loop (native code) stops the program with its message.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c9 = arith.constant 9 : index
    scf.for %i = %c0 to %c9 step %c1 {
      %ok = arith.cmpi ult, %i, %c3 : index
      cf.assert %ok, "i must stay below 3"
    }
    return
  }
}
