//! Library entry points for running MLIR programs without the command line.
//!
//! Why: tests (the differential kernel test above all) and embedders want "run this
//! program text, give me what it prints" as a function call, with the same pipeline and
//! the same diagnostics as `sparsir run`: parse and verify, lower (sparsify) to loop IR,
//! interpret. `sparsir run` itself goes through [`run_with`]. To compile once and call
//! functions with tensors many times, use [`Program`] (re-exported from
//! [`crate::program`]).

use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

use sparsir_exec::runtime::Ctx;
use sparsir_ir::expected::parse_and_verify;
use sparsir_ir::{split, SourceFile};

pub use crate::program::{Error, Options, Program, Value};

/// Runs function `entry` of the program `text` and returns what it prints; the error is
/// a rendered diagnostic (`<input>:line:col: error: …`). Environment variables
/// (`TENSOR0` …) are read from the process environment.
///
/// ```
/// let program = "func.func @main() {\n  %c = arith.constant 42 : i64\n  vector.print %c : i64\n  return\n}\n";
/// assert_eq!(sparsir::api::run_source(program, "main").unwrap(), "42\n");
/// ```
pub fn run_source(text: &str, entry: &str) -> Result<String, String> {
    run_source_on(text, entry, sparsir_exec::Backend::default())
}

/// [`run_source`] on a chosen backend.
pub fn run_source_on(text: &str, entry: &str, backend: sparsir_exec::Backend) -> Result<String, String> {
    let out = Rc::new(RefCell::new(Vec::new()));
    {
        let mut ctx = Ctx::new(Box::new(Capture(out.clone())), Box::new(|k| std::env::var(k).ok()));
        run_with("<input>", text, entry, &mut ctx, RunConfig { backend, ..RunConfig::default() })?;
    }
    let bytes = out.borrow().clone();
    String::from_utf8(bytes).map_err(|e| format!("<input>: error: the output is not UTF-8: {e}"))
}

/// How to run: lowering options, and whether to print the sparsifier's schedule notes
/// on standard error (`--debug-sched`).
#[derive(Clone, Copy, Debug, Default)]
pub struct RunConfig {
    /// Lowering choices that do not change results.
    pub options: sparsir_sparsifier::Options,
    /// Print each kernel's schedule on standard error.
    pub debug_sched: bool,
    /// Which backend runs the program.
    pub backend: sparsir_exec::Backend,
}

/// Runs function `entry` of the program `text` (named `name` in diagnostics), printing
/// through `ctx`.
pub fn run_with(name: &str, text: &str, entry: &str, ctx: &mut Ctx, config: RunConfig) -> Result<(), String> {
    let chunk = split::whole(text);
    let file = SourceFile::new(name, text, 1);
    let render =
        |d: sparsir_ir::Diag| file.render(&crate::diagnostics::to_file(&chunk, d)).trim_end().to_string();
    let at = |pos: u32, message: String| render(sparsir_ir::Diag::error(pos, message));
    let mut ir = parse_and_verify(text).map_err(render)?;
    sparsir_graphblas::lower(&mut ir).map_err(render)?;
    sparsir_sparsifier::prepare(&mut ir);
    let lowered =
        sparsir_sparsifier::lower_module_with(&ir, config.options).map_err(|e| at(e.pos, e.message))?;
    if config.debug_sched {
        eprint!("{}", crate::diagnostics::render_notes(&file, &chunk, &lowered.notes));
    }
    let entry_fn = lowered
        .prog
        .find_func(entry)
        .ok_or_else(|| format!("{name}: error: entry point '@{entry}' not found"))?;
    let engine = sparsir_exec::Engine::new(lowered.prog, config.backend)
        .map_err(|e| format!("{name}: error: {}", e.message))?;
    if let Some(why) = engine.warning() {
        eprintln!("warning: {why}; running in the interpreter");
    }
    let prog = engine.program();
    engine.call(entry_fn, vec![], ctx).map_err(|e| match e.origin {
        Some(o) => {
            let origin = &prog.origins[o.0 as usize];
            at(origin.offset, format!("'{}' op {}", origin.op, e.message))
        }
        None => format!("{name}: error: {}", e.message),
    })?;
    ctx.flush();
    Ok(())
}

/// A sink appending to a shared buffer.
struct Capture(Rc<RefCell<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::run_source;

    #[test]
    fn errors_name_the_place() {
        let program = "func.func @main() {\n  %c = arith.constant 1 : i64\n  return\n}\n";
        assert_eq!(run_source(program, "main").unwrap(), "");
        let err = run_source(program, "nope").unwrap_err();
        assert!(err.contains("entry point '@nope' not found"), "{err}");
        let err = run_source("func.func @main() {\n  %x = arith.addi\n}\n", "main").unwrap_err();
        assert!(err.starts_with("<input>:2:"), "{err}");
    }
}
