//! End-to-end tests of `sparsir run` as a user runs it: errors before running (parse,
//! verify, entry point, unsupported ops) and the program's output. The per-op behaviour is
//! covered by the golden programs in `tests/run/` (`run_golden.rs`).

use std::process::{Command, Stdio};

mod common;
use common::Scratch;

fn run(program: &str, extra: &[&str]) -> (i32, String) {
    let (code, _, err) = run_full(program, extra);
    (code, err)
}

fn run_full(program: &str, extra: &[&str]) -> (i32, String, String) {
    let dir = Scratch::new("cli-run");
    let path = dir.write("p.mlir", program.as_bytes());
    let out = Command::new(env!("CARGO_BIN_EXE_sparsir"))
        .arg("run")
        .arg(&path)
        .args(extra)
        .stdin(Stdio::null())
        .output()
        .expect("run sparsir");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

#[test]
fn an_invalid_program_gets_mlirs_message_with_its_location() {
    let program = "#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\n\
                   func.func @main(%a: tensor<4x4xf64, #CSR>) {\n\
                   \x20 %0 = sparse_tensor.convert %a : tensor<4x4xf64, #CSR> to tensor<16xf64>\n\
                   \x20 return\n}\n";
    let (code, err) = run(program, &[]);
    assert_eq!(code, 1);
    assert!(err.contains(":3:8: error: unexpected conversion mismatch in rank"), "{err}");
    assert!(err.contains("^"), "{err}");
}

#[test]
fn a_valid_program_runs_and_prints() {
    let program =
        "func.func @main() {\n  %c = arith.constant 2.5 : f64\n  vector.print %c : f64\n  return\n}\n";
    let (code, out, err) = run_full(program, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "2.5\n");
}

#[test]
fn another_entry_point_can_be_chosen() {
    let program = "func.func @main() {\n  return\n}\nfunc.func @other() {\n  %c = arith.constant 7 : i32\n  \
                   vector.print %c : i32\n  return\n}\n";
    let (code, out, err) = run_full(program, &["-e", "other"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "7\n");
}

#[test]
fn an_op_without_lowering_is_refused_at_its_location() {
    let program = "func.func @main() {\n  %c = arith.constant 1.0 : f64\n  \
                   %v = vector.broadcast %c : f64 to vector<4xf64>\n  return\n}\n";
    let (code, err) = run(program, &[]);
    assert_eq!(code, 1);
    assert!(err.contains(":3:8: error: unsupported: 'vector.broadcast' op"), "{err}");
}

#[test]
fn a_runtime_error_names_the_op_and_its_location() {
    let program = "func.func @main() {\n  %a = arith.constant 1 : i32\n  %z = arith.constant 0 : i32\n  \
                   %q = arith.divsi %a, %z : i32\n  vector.print %q : i32\n  return\n}\n";
    let (code, err) = run(program, &[]);
    assert_eq!(code, 1);
    assert!(err.contains(":4:8: error: 'arith.divsi' op division by zero"), "{err}");
}

#[test]
fn a_missing_entry_point_is_named() {
    let (code, err) = run("func.func @other() {\n  return\n}\n", &["-e", "main"]);
    assert_eq!(code, 1);
    assert!(err.contains("entry point '@main' not found"), "{err}");
}

#[test]
fn the_bundled_example_prints_what_mlir22_prints() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples");
    let out = Command::new(env!("CARGO_BIN_EXE_sparsir"))
        .arg("run")
        .arg(root.join("formats.mlir"))
        .stdin(Stdio::null())
        .output()
        .expect("run sparsir");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let expected = std::fs::read_to_string(root.join("formats.expected")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}

/// `tensor.extract` of a coordinate stored twice in non-unique COO storage gives the sum
/// (DESIGN.md, decision 5). MLIR 22 cannot compile `tensor.extract` on a sparse tensor
/// outside a kernel, so this one has no MLIR golden output.
#[test]
fn extract_from_non_unique_storage_sums_duplicates() {
    let program = "#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(nonunique)) }>\n\
module {\n\
  func.func @main() {\n\
    %c0 = arith.constant 0 : index\n\
    %c1 = arith.constant 1 : index\n\
    %pos = arith.constant dense<[0, 3]> : tensor<2xindex>\n\
    %crd = arith.constant dense<[[0, 1], [0, 1], [1, 0]]> : tensor<3x2xindex>\n\
    %val = arith.constant dense<[1.5, 2.0, 4.0]> : tensor<3xf64>\n\
    %t = sparse_tensor.assemble (%pos, %crd), %val : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<2x2xf64, #COO>\n\
    %x = tensor.extract %t[%c0, %c1] : tensor<2x2xf64, #COO>\n\
    vector.print %x : f64\n\
    return\n\
  }\n\
}\n\
";
    let (code, out, err) = run_full(program, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "3.5\n");
}
