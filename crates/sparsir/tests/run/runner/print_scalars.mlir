// The runner's scalar printers called directly: printF64 / printF32 (%g), printI64,
// printU64 (unsigned), and the punctuation printOpen / printComma / printClose /
// printNewline. (MLIR refuses to declare them next to a vector.print that needs the same
// symbol, so this program prints only through them.)
module {
  func.func private @printF64(f64)
  func.func private @printF32(f32)
  func.func private @printI64(i64)
  func.func private @printU64(i64)
  func.func private @printNewline()
  func.func private @printComma()
  func.func private @printOpen()
  func.func private @printClose()
  func.func @main() {
    %n = arith.constant 0xFFF8000000000000 : f64
    %big = arith.constant 1.0e300 : f64
    %third = arith.constant 0.333333333333 : f64
    %nf = arith.constant 0xFFC00000 : f32
    %tenth = arith.constant 0.1 : f32
    %i = arith.constant -5 : i64
    call @printOpen() : () -> ()
    call @printF64(%n) : (f64) -> ()
    call @printComma() : () -> ()
    call @printF64(%big) : (f64) -> ()
    call @printComma() : () -> ()
    call @printF64(%third) : (f64) -> ()
    call @printClose() : () -> ()
    call @printNewline() : () -> ()
    call @printF32(%nf) : (f32) -> ()
    call @printComma() : () -> ()
    call @printF32(%tenth) : (f32) -> ()
    call @printNewline() : () -> ()
    call @printI64(%i) : (i64) -> ()
    call @printComma() : () -> ()
    call @printU64(%i) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }
}
