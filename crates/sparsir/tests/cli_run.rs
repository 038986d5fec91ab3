//! End-to-end tests of `sparsir run` as far as it goes today: it reads and verifies the
//! program and finds the entry point; executing is refused as unsupported (issue 4).

use std::process::{Command, Stdio};

fn run(program: &str, extra: &[&str]) -> (i32, String) {
    let dir = std::env::temp_dir().join(format!("sparsir-cli-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("p{}.mlir", program.len()));
    std::fs::write(&path, program).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sparsir"))
        .arg("run")
        .arg(&path)
        .args(extra)
        .env("SPARSIR_NO_HUGEPAGES", "1")
        .stdin(Stdio::null())
        .output()
        .expect("run sparsir");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
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
fn a_valid_program_is_verified_and_execution_is_reported_unsupported() {
    let (code, err) = run("func.func @main() {\n  return\n}\n", &[]);
    assert_eq!(code, 1);
    assert!(err.contains("unsupported: executing programs"), "{err}");
    assert!(err.contains("parses and verifies"), "{err}");
}

#[test]
fn a_missing_entry_point_is_named() {
    let (code, err) = run("func.func @other() {\n  return\n}\n", &["-e", "main"]);
    assert_eq!(code, 1);
    assert!(err.contains("entry point '@main' not found"), "{err}");
}
