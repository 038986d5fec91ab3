// rtclock declared with a wrong signature is refused at the call.
module {
  func.func private @rtclock() -> i64
  func.func @main() {
    %t0 = func.call @rtclock() : () -> i64
    vector.print %t0 : i64
    return
  }
}
