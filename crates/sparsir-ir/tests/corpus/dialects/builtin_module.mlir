// mlir-opt-flags: --split-input-file
// builtin.module: implicit top-level module, explicit unnamed and named modules,
// nested modules, module attributes, symbol visibility, modules inside generic ops.
// This file is a split file: check with `mlir-opt --split-input-file`.

// Implicit top-level module: top-level ops are wrapped in a `module { }`.
func.func @implicit() {
  return
}

// -----

// An explicit unnamed module is the top-level module itself (no extra wrapping).
module {
  func.func @explicit_unnamed() {
    return
  }
}

// -----

// A named module with attributes, the `attributes` keyword form.
module @named attributes {test.flag, test.version = 3 : i64, gpu.container_module} {
  func.func private @decl()
}

// -----

// Nested modules: named inside unnamed, unnamed inside named, three levels deep.
module {
  module @outer {
    module @inner attributes {sym_visibility = "private"} {
      func.func @deep() {
        return
      }
    }
    module {
      func.func nested @nested_vis() {
        return
      }
    }
  }
  module @sibling {
  }
}

// -----

// Empty module and a module with only attribute aliases used inside.
module @empty {
}

// -----

// The generic form of builtin.module.
"builtin.module"() ({
  "builtin.module"() <{sym_name = "generic_named"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// builtin.unrealized_conversion_cast, the other builtin op.
func.func @ucc(%a: i32, %b: f32) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to index, index
  %2 = builtin.unrealized_conversion_cast to index
  return %0, %1#1 : i64, index
}
