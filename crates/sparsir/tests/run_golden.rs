//! Golden tests of `sparsir run`: programs we wrote, with the output MLIR 22 gives them.
//!
//! Why: the yardstick is byte-identical output to `mlir-opt --sparsifier |
//! mlir-runner`; these programs cover every lowered op, and their `.expected` files were
//! made by MLIR 22 (`tests/run/regen.sh`), never by us — except the regression programs
//! whose first line says `// HAND-WRITTEN EXPECTED OUTPUT` (MLIR 22 cannot compile them or
//! prints a wrong answer; their header derives the output and says what MLIR does).
//! Every directory under `tests/run/` is walked (`core/`, `tensor/`, `sparse/`, the
//! sparsifier's `kernels/`, …). A program with a `.stderr` file
//! instead must fail (non-zero exit) with that text in its error output — runtime errors
//! naming the op and its location. `SPARSIR_BLESS=1` rewrites `.stderr` files from our
//! output (`.expected` files are never blessed from ours). The one normalisation: the
//! buffer address `printMemref*` prints after `base@ = 0x` is masked on both sides.

use std::path::{Path, PathBuf};
use std::process::Command;

fn programs(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> =
        std::fs::read_dir(dir).expect("tests/run").flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            programs(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// Runs one program (with extra `sparsir run` flags); `None` when it passes, else what
/// went wrong.
fn check(root: &Path, prog: &Path, flags: &[&str]) -> Option<String> {
    let text = std::fs::read_to_string(prog).expect("program");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sparsir"));
    cmd.arg("run").args(flags).arg(prog).current_dir(root);
    if let Some(line) = text.lines().find_map(|l| l.strip_prefix("// ENV:")) {
        for kv in line.split_whitespace() {
            let (k, v) = kv.split_once('=').expect("ENV entries are KEY=VALUE");
            cmd.env(k, root.join(v));
        }
    }
    let out = cmd.output().expect("run sparsir");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stderr_file = prog.with_extension("stderr");
    if stderr_file.exists() {
        if std::env::var_os("SPARSIR_BLESS").is_some() {
            let first = stderr.lines().next().unwrap_or("").to_string();
            let msg = first.split_once("error: ").map(|(_, m)| format!("error: {m}")).unwrap_or(first);
            std::fs::write(&stderr_file, format!("{msg}\n")).expect("bless");
        }
        let want = std::fs::read_to_string(&stderr_file).expect("stderr file");
        let want = want.trim_end();
        if out.status.success() {
            return Some(format!("succeeded; expected an error containing {want:?}"));
        }
        if !stderr.contains(want) {
            return Some(format!("error output lacks {want:?}; got:\n{stderr}"));
        }
        if stderr.contains("panicked") {
            return Some(format!("panicked:\n{stderr}"));
        }
        return None;
    }
    let expected = std::fs::read_to_string(prog.with_extension("expected"))
        .unwrap_or_else(|_| panic!("{}: no .expected (run tests/run/regen.sh)", prog.display()));
    if !out.status.success() {
        return Some(format!("failed:\n{stderr}"));
    }
    if mask_addresses(&stdout) != mask_addresses(&expected) {
        return Some(format!("stdout differs.\n--- expected\n{expected}--- got\n{stdout}"));
    }
    None
}

/// `text` with the hexadecimal digits after each `base@ = 0x` replaced by `…`: the runner
/// utilities' `printMemref*` print the buffer's address, which differs from run to run
/// (MLIR's own tests match it with a regex). Nothing else is normalised.
fn mask_addresses(text: &str) -> String {
    const KEY: &str = "base@ = 0x";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(KEY) {
        out.push_str(&rest[..at + KEY.len()]);
        rest = rest[at + KEY.len()..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
        out.push('…');
    }
    out.push_str(rest);
    out
}

fn check_all(dir: &str, flags: &[&str]) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    let mut progs = Vec::new();
    programs(&root.join(dir), &mut progs);
    let failures: Vec<String> = progs
        .iter()
        .filter_map(|p| {
            check(&root, p, flags).map(|why| format!("{}: {why}", p.strip_prefix(&root).unwrap().display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} programs failed:\n{}",
        failures.len(),
        progs.len(),
        failures.join("\n")
    );
}

#[test]
fn golden_programs_print_what_mlir22_prints() {
    check_all("", &["--backend", "interp"]);
}

/// The native backend prints exactly what the interpreter prints (and fails with the
/// same errors) on every golden program.
#[test]
fn golden_programs_print_the_same_on_the_native_backend() {
    check_all("", &["--backend", "native"]);
}

/// The fast output paths (in-order assembly, the SpGEMM row workspace) against the
/// universal one: every kernel program again with `--universal-outputs`.
#[test]
fn kernels_print_the_same_through_the_universal_output_path() {
    check_all("kernels", &["--universal-outputs", "--backend", "interp"]);
    check_all("kernels", &["--universal-outputs", "--backend", "native"]);
    check_all("outputs", &["--universal-outputs", "--backend", "interp"]);
    check_all("outputs", &["--universal-outputs", "--backend", "native"]);
}
