// cf.switch in a region of several blocks is refused with a clear error.
module {
  func.func @main() {
    %c = arith.constant 1 : i32
    cf.switch %c : i32, [
      default: ^d,
      1: ^one
    ]
  ^one:
    return
  ^d:
    return
  }
}
