//! End-to-end tests of the `sparsir` command as a user runs it.

use std::path::PathBuf;
use std::process::Command;

mod common;
use common::{Scratch, ScratchFile};

fn sparsir(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_sparsir")).args(args).output().expect("run sparsir");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn example(name: &str) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples").join(name);
    root.to_string_lossy().into_owned()
}

fn temp_file(name: &str, text: &str) -> ScratchFile {
    ScratchFile::new("cli", name, text.as_bytes())
}

const BSR: &str = "#sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>";

#[test]
fn convert_prints_the_seed_bsr_storage() {
    let (code, out, err) = sparsir(&["convert", &example("seed_bsr.mtx"), "--to", BSR, "--print"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "---- Sparse Tensor ----\nnse = 12\ndim = ( 4, 6 )\nlvl = ( 2, 3, 2, 2 )\npos[1] : ( 0, 2, 3 )\ncrd[1] : ( 0, 2, 1 )\nvalues : ( 1, 2, 0, 3, 4, 0, 0, 5, 6, 7, 8, 0 )\n----\n"
    );
}

#[test]
fn convert_shorthands_and_default() {
    let (code, out, _) = sparsir(&["convert", &example("seed_bsr.mtx"), "--print"]);
    assert_eq!(code, 0);
    assert!(out.contains("pos[1] : ( 0, 3, 5, 7, 8 )"), "{out}");
    let (code, out, _) = sparsir(&["convert", &example("seed_bsr.mtx"), "--to", "csc", "--print"]);
    assert_eq!(code, 0);
    assert!(out.contains("lvl = ( 6, 4 )"), "{out}");
}

#[test]
fn convert_writes_a_file_that_reads_back() {
    let dir = Scratch::new("cli-out");
    let out_path = dir.join("back.mtx").to_string_lossy().into_owned();
    let (code, _, err) = sparsir(&["convert", &example("seed_bsr.mtx"), "--to", "coo", "-o", &out_path]);
    assert_eq!(code, 0, "{err}");
    let (code, direct, _) = sparsir(&["convert", &example("seed_bsr.mtx"), "--to", BSR, "--print"]);
    assert_eq!(code, 0);
    let (code, round, _) = sparsir(&["convert", &out_path, "--to", BSR, "--print"]);
    assert_eq!(code, 0);
    assert_eq!(direct, round);
}

#[test]
fn info_reports_shape_levels_and_rows() {
    let (code, out, err) = sparsir(&["info", &example("seed_bsr.mtx")]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("shape       4 x 6"), "{out}");
    assert!(out.contains("entries     8 in the file, 8 distinct"), "{out}");
    assert!(out.contains("rows        4: 0 empty, entries per row min 1, max 3"), "{out}");
    assert!(out.contains("level 1"), "{out}");
}

#[test]
fn bad_encoding_is_reported_with_location() {
    let (code, _, err) = sparsir(&[
        "convert",
        &example("seed_bsr.mtx"),
        "--to",
        "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : foo) }>",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("--to:1:59: error: unknown level format: foo"), "{err}");
}

#[test]
fn bad_files_are_reported_with_location() {
    let cases = [
        ("bad_banner.mtx", "%%MatrixMarket matrix coordinate real generalx\n2 2 1\n1 1 1.0\n"),
        ("out_of_range.mtx", "%%MatrixMarket matrix coordinate real general\n2 2 1\n3 1 1.0\n"),
        ("zero_based.mtx", "%%MatrixMarket matrix coordinate real general\n2 2 1\n0 1 1.0\n"),
        ("not_a_number.mtx", "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1 x\n"),
        ("truncated.mtx", "%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1.0\n"),
    ];
    for (name, text) in cases {
        let path = temp_file(name, text);
        let (code, out, err) = sparsir(&["convert", &path, "--print"]);
        assert_eq!(code, 1, "{name}: {out}");
        assert!(err.starts_with(&format!("{path}:")), "{name}: {err}");
        assert!(err.contains(": error: "), "{name}: {err}");
        assert!(!err.contains("panicked"), "{name}: {err}");
    }
    let (code, _, err) = sparsir(&["info", "/nonexistent/file.mtx"]);
    assert_eq!(code, 1);
    assert!(err.contains("/nonexistent/file.mtx"), "{err}");
}

#[test]
fn narrow_width_that_cannot_hold_the_data_is_refused() {
    let mut text = String::from("%%MatrixMarket matrix coordinate real general\n300 300 1\n");
    text.push_str("300 300 1.5\n");
    let path = temp_file("wide.mtx", &text);
    let enc = "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), crdWidth = 8 }>";
    let (code, _, err) = sparsir(&["convert", &path, "--to", enc, "--print"]);
    assert_eq!(code, 1);
    assert!(err.contains("does not fit"), "{err}");
}

#[test]
fn dense_storage_of_a_huge_shape_is_refused_not_aborted() {
    let path =
        temp_file("huge.mtx", "%%MatrixMarket matrix coordinate real general\n1000000 1000000 1\n5 7 1.5\n");
    let (code, _, err) = sparsir(&["convert", &path, "--to", "dense", "--print"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("unsupported: dense level 1 would give 1000000 x 1000000 positions"), "{err}");
}

#[test]
fn to_encoding_is_checked_against_the_element_type_read() {
    let path = temp_file("int.mtx", "%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 2 7\n");
    let ok =
        "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), explicitVal = 1 : i64 }>";
    let (code, out, err) = sparsir(&["convert", &path, "--to", ok, "--print"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("values : ( 7 )"), "{out}");
    let bad =
        "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), explicitVal = 1.0 : f64 }>";
    let (code, _, err) = sparsir(&["convert", &path, "--to", bad]);
    assert_eq!(code, 1);
    assert!(
        err.contains("explicit value type mismatch between encoding and tensor element type: 'f64' != 'i64'"),
        "{err}"
    );
}

/// A reader that stops early (`sparsir info … | head`) ends the command quietly: no panic
/// message, no exit status 101 (Rust ignores SIGPIPE by default, and `print!` panics on
/// the broken pipe). The pipe is closed before the command writes anything.
#[test]
fn a_closed_output_pipe_ends_the_command_quietly() {
    use std::process::Stdio;
    let path =
        temp_file("small.mtx", "%%MatrixMarket matrix coordinate real general\n3 3 2\n1 1 1.0\n3 2 2.5\n");
    for args in [vec!["info", path.as_str()], vec!["convert", path.as_str(), "--to", "csr"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sparsir"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run sparsir");
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("wait");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_ne!(out.status.code(), Some(101), "{args:?}: {stderr}");
    }
}
