//! `sparsir run FILE [-e NAME]`: the front door of program execution.
//!
//! Why: `sparsir run` is what users (and the conformance suite) call the way they call
//! `mlir-opt … | mlir-runner -e main`. Today it reads the program, verifies it and finds
//! the entry function, reporting every problem as `mlir-opt` would; executing it needs the
//! loop IR and interpreter of issue 4, and until then it stops with an "unsupported"
//! error (exit status 1) instead of pretending.

use clap::Args;
use sparsir_ir::expected::parse_and_verify;
use sparsir_ir::split;
use sparsir_ir::{Attr, SourceFile};

/// Options of `sparsir run` (spelled as `mlir-runner` spells them).
#[derive(Args, Debug, Clone)]
pub struct RunArgs {
    /// The program; `-` reads standard input.
    pub input: String,
    /// The function to run.
    #[arg(short = 'e', long = "entry-point", default_value = "main")]
    pub entry: String,
}

/// Runs `sparsir run`; the error is ready to print.
pub fn run(args: &RunArgs) -> Result<(), String> {
    let bad = |message: String| message;
    let name = if args.input == "-" { "<stdin>" } else { args.input.as_str() };
    let bytes = crate::cli_opt::read_input(&args.input).map_err(bad)?;
    let text = std::str::from_utf8(&bytes)
        .map_err(|e| bad(crate::cli_opt::invalid_utf8(name, &bytes, e.valid_up_to())))?;
    let chunk = split::whole(text);
    let ir = parse_and_verify(text).map_err(|d| {
        let rendered = SourceFile::new(name, text, 1).render(&crate::cli_opt::to_file(&chunk, d));
        bad(rendered.trim_end().to_string())
    })?;
    let top = ir.top.ok_or_else(|| bad(format!("{name}: error: empty program")))?;
    let mut found = false;
    ir.walk(top, &mut |op| {
        if ir.op_name(op) == "func.func" {
            if let Some(Attr::String { value, .. }) = ir.op_attr(op, "sym_name").map(|a| ir.attr_of(a)) {
                found |= *value == args.entry;
            }
        }
    });
    if !found {
        return Err(bad(format!("{name}: error: entry point '@{}' not found", args.entry)));
    }
    Err(format!(
        "{name}: error: unsupported: executing programs (the loop IR and interpreter are not built \
         yet); the program parses and verifies"
    ))
}
