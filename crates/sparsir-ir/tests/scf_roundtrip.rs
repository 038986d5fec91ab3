//! Golden and invalid-program tests of the scf, memref, bufferization and linalg custom
//! forms and verifiers.
//!
//! Why: proves, per `tests/golden/<dialect>/NAME.mlir`, that our print is exactly
//! `NAME.expected`, that printing is a fixed point, and that MLIR 22's own print of the
//! program (`NAME.mlir22`) reads back to the same IR (compared in the generic form with
//! aliases inlined); and, per `tests/invalid/<dialect>.mlir`, that every chunk is
//! rejected with MLIR's message on the line MLIR reports it.

use std::path::{Path, PathBuf};

use sparsir_ir::{parse, print, PrintOptions, SourceFile};

const DIALECTS: [&str; 4] = ["scf", "memref", "bufferization", "linalg"];

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(sub)
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Parses and verifies, panicking with the rendered diagnostic.
fn parse_ok(name: &str, text: &str) -> sparsir_ir::Ir {
    let ir = parse(text).unwrap_or_else(|d| panic!("{}", SourceFile::new(name, text, 1).render(&d)));
    if let Err(d) = sparsir_ir::verify::verify(&ir) {
        panic!("{}", SourceFile::new(name, text, 1).render(&d));
    }
    ir
}

fn generic_inline(name: &str, text: &str) -> String {
    print(&parse_ok(name, text), PrintOptions { generic: true, inline_aliases: true, ..Default::default() })
}

fn golden_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for d in DIALECTS {
        let Ok(entries) = std::fs::read_dir(dir("golden").join(d)) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn golden_prints_expected_and_is_a_fixed_point() {
    let files = golden_files();
    assert!(files.len() >= 5, "golden files missing");
    for mlir in files {
        let name = mlir.display().to_string();
        let src = read(&mlir);
        let ours = print(&parse_ok(&name, &src), PrintOptions::default());
        let expected = read(&mlir.with_extension("expected"));
        assert_eq!(ours, expected, "{name}: print differs from .expected");
        let again = print(&parse_ok(&name, &expected), PrintOptions::default());
        assert_eq!(again, expected, "{name}: print -> parse -> print is not a fixed point");
    }
}

#[test]
fn golden_mlir22_reads_back_to_the_same_ir() {
    for mlir in golden_files() {
        let name = mlir.display().to_string();
        let m22 = mlir.with_extension("mlir22");
        let ours = generic_inline(&name, &read(&mlir));
        let theirs = generic_inline(&m22.display().to_string(), &read(&m22));
        assert_eq!(theirs, ours, "{name}: MLIR 22's print reads back differently");
        let generic_again = generic_inline(&name, &ours);
        assert_eq!(generic_again, ours, "{name}: the generic form is not a fixed point");
    }
}

/// The `expected-error` texts of a chunk and the line each is expected on.
fn expected_errors(chunk: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (i, line) in chunk.lines().enumerate() {
        let Some(at) = line.find("expected-error") else { continue };
        let rest = &line[at + "expected-error".len()..];
        let offset: usize = rest.trim_start().strip_prefix("@+").map_or(0, |r| {
            r.chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().unwrap_or(0)
        });
        let (Some(open), Some(close)) = (rest.find("{{"), rest.rfind("}}")) else { continue };
        out.push((i + 1 + offset, rest[open + 2..close].to_string()));
    }
    out
}

#[test]
fn invalid_programs_fail_with_mlir_messages() {
    let mut checked = 0;
    for d in DIALECTS {
        let path = dir("invalid").join(format!("{d}.mlir"));
        let text = read(&path);
        let chunks: Vec<String> = text.split("\n// -----\n").map(str::to_string).collect();
        for (k, chunk) in chunks.iter().enumerate() {
            let expected = expected_errors(chunk);
            assert!(!expected.is_empty(), "{d} chunk {k}: no expected-error");
            let err = match parse(chunk) {
                Err(e) => e,
                Ok(ir) => match sparsir_ir::verify::verify(&ir) {
                    Err(e) => e,
                    Ok(()) => panic!("{d} chunk {k}: accepted, expected {:?}", expected),
                },
            };
            let (line, _) = SourceFile::new(d, chunk, 1).line_col(err.pos);
            let hit =
                expected.iter().any(|(l, msg)| err.message.contains(msg.as_str()) && *l == line as usize);
            assert!(hit, "{d} chunk {k}: got line {line}: {:?}, expected one of {:?}", err.message, expected);
            checked += 1;
        }
    }
    assert!(checked >= 60, "only {checked} invalid chunks");
}
