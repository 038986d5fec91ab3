//! `sparsir opt FILE`: read an MLIR program, verify it and print it back, like `mlir-opt`.
//!
//! Why: it is how users check that sparsir reads their programs as MLIR does, and how the
//! tests of invalid programs run (`--split-input-file --verify-diagnostics`, the same
//! flags and the same output as `mlir-opt`). Errors are `file:line:col: error: message`
//! with the source line and a caret, on stderr, with exit status 1.

use std::io::{Read, Write};
use std::path::PathBuf;

use clap::Args;
use sparsir_ir::attrs::Location;
use sparsir_ir::expected::{self, parse_and_verify};
use sparsir_ir::split::{self, Chunk, SPLIT_MARKER};
use sparsir_ir::{Attr, Diag, Ir, PrintOptions, SourceFile};

use crate::diagnostics::{render_notes, to_file};

/// Options of `sparsir opt` (spelled as `mlir-opt` spells them).
#[derive(Args, Debug, Clone)]
pub struct OptArgs {
    /// Input file; `-` (the default) reads standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// Write the output to this file instead of standard output.
    #[arg(short = 'o', value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Print every operation in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub generic: bool,
    /// Print the locations (`loc(…)`) of operations.
    #[arg(long = "mlir-print-debuginfo")]
    pub debuginfo: bool,
    /// Process each `// -----` chunk of the input separately; outputs are separated by
    /// `// -----` lines.
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Check `// expected-error {{…}}` annotations instead of reporting errors.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Accepted for compatibility with `mlir-opt` command lines: sparsir always keeps
    /// operations of dialects it does not know, in the generic form.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,
    /// Print the loop IR the program lowers to (as MLIR `func`/`scf`/`memref`/`arith`),
    /// instead of the program itself.
    /// `--sparsifier` is the same: kernels appear as the loops the sparsifier generates.
    #[arg(long = "lower", visible_alias = "sparsifier")]
    pub lower: bool,
    /// Print the C source the native backend compiles for the program's loop nests
    /// (`sparsir run --backend native`), instead of the program itself.
    #[arg(long = "emit-c")]
    pub emit_c: bool,
    /// Print the program with its `graphblas` ops lowered to `linalg.generic` kernels
    /// and `tensor` / `sparse_tensor` ops (what `--lower` and `sparsir run` compile).
    #[arg(long = "graphblas-lower")]
    pub graphblas_lower: bool,
    /// With `--lower`: print each kernel's loop order, level walks and run-time
    /// conversions on standard error (as notes at the kernel's location).
    #[arg(long = "debug-sched")]
    pub debug_sched: bool,
}

/// Runs `sparsir opt`; the error is ready to print (diagnostics, without a final newline).
pub fn run(args: &OptArgs) -> Result<(), String> {
    let name = if args.input == "-" { "<stdin>" } else { args.input.as_str() };
    let bytes = read_input(&args.input)?;
    let text = std::str::from_utf8(&bytes).map_err(|e| invalid_utf8(name, &bytes, e.valid_up_to()))?;
    let chunks = if args.split_input_file { split::split_input(text) } else { vec![split::whole(text)] };
    let options = PrintOptions { generic: args.generic, debug_info: args.debuginfo, ..Default::default() };
    let (mut outputs, errors) = if args.verify_diagnostics {
        let checked = expected::check_chunks(name, text, &chunks, parse_and_verify);
        (checked.chunks, checked.failures)
    } else {
        process(name, text, &chunks)
    };
    if args.debuginfo {
        let file = SourceFile::new(name, text, 1);
        for (ir, chunk) in outputs.iter_mut().zip(&chunks) {
            if let Some(ir) = ir {
                add_source_locations(ir, &file, chunk);
            }
        }
    }
    let mut errors = errors;
    let file = SourceFile::new(name, text, 1);
    if args.lower || args.emit_c || args.graphblas_lower {
        for (slot, chunk) in outputs.iter_mut().zip(&chunks) {
            if let Some(ir) = slot {
                if let Err(d) = sparsir_graphblas::lower(ir) {
                    errors.push(file.render(&to_file(chunk, d)));
                    *slot = None;
                }
            }
        }
    }
    if args.lower || args.emit_c {
        for ir in outputs.iter_mut().flatten() {
            sparsir_sparsifier::prepare(ir);
        }
    }
    let rendered: Vec<String> = outputs
        .iter()
        .zip(&chunks)
        .map(|(ir, chunk)| match ir {
            Some(ir) if args.lower || args.emit_c => match sparsir_sparsifier::lower_module_notes(ir) {
                Ok(lowered) => {
                    if args.debug_sched {
                        eprint!("{}", render_notes(&file, chunk, &lowered.notes));
                    }
                    if args.emit_c {
                        sparsir_exec::native::c_source(&lowered.prog)
                    } else {
                        sparsir_loops::print::print(&lowered.prog)
                    }
                }
                Err(e) => {
                    errors.push(file.render(&to_file(chunk, Diag::error(e.pos, e.message))));
                    String::new()
                }
            },
            Some(ir) => render(ir, options),
            None => String::new(),
        })
        .collect();
    write_output(args.output.as_ref(), &rendered.join(&format!("{SPLIT_MARKER}\n")))?;
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.concat().trim_end_matches('\n').to_string())
    }
}

/// Parses and verifies every chunk; the IR of each good chunk and the rendered errors.
fn process(name: &str, text: &str, chunks: &[Chunk<'_>]) -> (Vec<Option<Ir>>, Vec<String>) {
    let file = SourceFile::new(name, text, 1);
    let mut errors = Vec::new();
    let outputs = chunks
        .iter()
        .map(|chunk| match parse_and_verify(chunk.text) {
            Ok(ir) => Some(ir),
            Err(d) => {
                errors.push(file.render(&to_file(chunk, d)));
                None
            }
        })
        .collect();
    (outputs, errors)
}

/// Gives every op without an explicit `loc(…)` its place in the input, `loc("file":line:col)`
/// as MLIR does (an implicit top-level module is at `0:0`).
fn add_source_locations(ir: &mut Ir, file: &SourceFile<'_>, chunk: &Chunk<'_>) {
    let Some(top) = ir.top else { return };
    let mut ops = Vec::new();
    ir.walk(top, &mut |op| ops.push(op));
    for op in ops {
        if ir.op(op).loc.is_some() {
            continue;
        }
        let pos = ir.op(op).pos.0;
        let rest = chunk.text.get(pos as usize..).unwrap_or("");
        let explicit = op != top || rest.starts_with("module") || rest.starts_with("\"builtin.module\"");
        let (line, col) = if explicit { file.line_col(chunk.file_pos(pos)) } else { (0, 0) };
        let loc = Location::FileLineCol { file: file.name.to_string(), line, col, end: None };
        let a = ir.attr(Attr::Location(loc));
        ir.op_mut(op).loc = Some(a);
    }
}

/// The printed module as `mlir-opt` writes it: the text, a newline and an empty line.
fn render(ir: &Ir, options: PrintOptions) -> String {
    let text = sparsir_ir::print(ir, options);
    format!("{}\n\n", text.trim_end_matches('\n'))
}

pub(crate) fn read_input(input: &str) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let result = if input == "-" {
        std::io::stdin().lock().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::read(input).map(|b| bytes = b)
    };
    result.map_err(|e| format!("error: cannot open input file '{input}': {}", io_reason(&e)))?;
    Ok(bytes)
}

/// An I/O error's text without Rust's ` (os error N)` suffix, as `mlir-opt` words it.
fn io_reason(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// `file:line:col: error: …` at the first byte that is not UTF-8.
pub(crate) fn invalid_utf8(name: &str, bytes: &[u8], at: usize) -> String {
    let line_start = bytes[..at].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let line_end = bytes[at..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |i| at + i);
    let line_no = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let before = std::str::from_utf8(&bytes[line_start..at]).unwrap_or("");
    let col = before.chars().count() + 1;
    let shown = String::from_utf8_lossy(&bytes[line_start..line_end]);
    let pad: String = before.chars().map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
    format!(
        "{name}:{line_no}:{col}: error: invalid UTF-8 byte 0x{:02x} in the input\n{}\n{pad}^",
        bytes[at],
        shown.trim_end_matches('\r')
    )
}

fn write_output(path: Option<&PathBuf>, text: &str) -> Result<(), String> {
    match path {
        Some(p) if p.as_os_str() != "-" => std::fs::write(p, text)
            .map_err(|e| format!("error: cannot open output file '{}': {}", p.display(), io_reason(&e))),
        _ => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())
                .and_then(|_| out.flush())
                .map_err(|e| format!("error: cannot write the output: {e}"))
        }
    }
}
