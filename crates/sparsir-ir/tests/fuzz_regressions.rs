//! Replays the inputs the fuzz targets found (`fuzz/regressions/<target>/`) as ordinary
//! tests, so CI keeps them fixed without a nightly toolchain.
//!
//! Every file must satisfy the `ir_parser` target's invariant
//! ([`sparsir_ir::roundtrip::check`]). The files are inputs MLIR 22 rejects (the fuzzer
//! found sparsir accepting them), so each must also be rejected, unless its first line
//! is `// accepted` (a valid program that once crashed the printer or the parser).

use std::path::PathBuf;

use sparsir_ir::expected::parse_and_verify;

#[test]
fn ir_parser_regressions_stay_fixed() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions/ir_parser");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    files.sort();
    assert!(files.len() >= 10, "regression inputs missing from {}", dir.display());
    let mut failures = Vec::new();
    for path in &files {
        let bytes = std::fs::read(path).expect("a regression input");
        let Ok(text) = std::str::from_utf8(&bytes) else { continue };
        if let Err(why) = sparsir_ir::roundtrip::check(text) {
            failures.push(format!("{}: {why}", path.display()));
        }
        if !text.starts_with("// accepted") && parse_and_verify(text).is_ok() {
            failures.push(format!("{}: accepted, but MLIR 22 rejects it", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
