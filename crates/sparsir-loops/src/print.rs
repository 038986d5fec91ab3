//! MLIR text of a loop program.

use crate::ir::Program;

/// The program as an MLIR module.
pub fn print(prog: &Program) -> String {
    format!("// {} functions\n", prog.funcs.len())
}
