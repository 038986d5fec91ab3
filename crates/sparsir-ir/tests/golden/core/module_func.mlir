// mlir-opt-flags: --allow-unregistered-dialect
// Modules and functions: a named module with attributes, nested modules,
// declarations with visibility, argument and result attributes, calls with
// several results, function-typed results.
module @outer attributes {test.flag, test.version = 3 : i32} {
  func.func private @decl(i32, f64) -> index
  func.func nested @nested_decl() attributes {sym.extra = "x"}
  func.func private @fn_result() -> ((i32) -> i32)
  func.func private @arg_attrs(%a: i32 {test.name = "a"}, %b: f64) -> (f64 {test.res}, i1) {
    %t = "test.const"() {value = true} : () -> i1
    return %b, %t : f64, i1
  }
  func.func @caller(%x: i32, %y: f64) -> (f64, i1) {
    %r:2 = call @arg_attrs(%x, %y) : (i32, f64) -> (f64, i1)
    %i = func.call @decl(%x, %r#0) : (i32, f64) -> index
    return %r#0, %r#1 : f64, i1
  }
  func.func @empty() {
    return
  }
  module @inner {
    func.func public @inner_fn() -> () {
      return
    }
  }
  module {
  }
}
