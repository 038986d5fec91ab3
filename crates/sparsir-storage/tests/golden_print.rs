//! Golden tests: the programs in `tests/golden/print/` run through the storage crate must
//! print exactly what MLIR 22 printed for them (`*.expected`, made by `golden/regen.sh`
//! with MLIR 22; never written by hand). Programs use one straight-line shape — constants,
//! `sparse_tensor.convert`, `sparse_tensor.print` — executed here by `support/mlir_lite.rs`.

#[path = "support/mlir_lite.rs"]
mod mlir_lite;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use mlir_lite::{parse_program, Program, Step, TensorType};
use sparsir_storage::encoding::verify::verify_for_tensor;
use sparsir_storage::{Encoding, SparseTensor, ValBuf};

/// A value of the program: dense data (row-major, all entries), a sparse literal (its
/// listed entries, zeros included: MLIR stores them), or a sparse tensor.
enum Value {
    Dense(Vec<u64>, ValBuf),
    Literal(sparsir_storage::Coo),
    Sparse(SparseTensor),
}

fn encoding_of(prog: &Program, ty: &TensorType) -> Result<Arc<Encoding>, String> {
    let alias = ty.encoding.as_deref().ok_or("destination has no encoding")?;
    let text = prog.encoding(alias).ok_or_else(|| format!("unknown alias #{alias}"))?;
    let enc = Encoding::parse(text).map_err(|e| format!("#{alias}: {e}"))?;
    verify_for_tensor(&enc, &ty.shape, ty.elem).map_err(|e| format!("#{alias}: {e}"))?;
    Ok(Arc::new(enc))
}

fn run(prog: &Program) -> Result<String, String> {
    let mut env: HashMap<String, Value> = HashMap::new();
    let mut out = String::new();
    for step in &prog.steps {
        match step {
            Step::Constant { result, ty, coo, is_dense_literal } => {
                let dims = ty.static_shape().ok_or("dynamic constant")?;
                let value = if *is_dense_literal {
                    Value::Dense(dims, coo.vals.clone())
                } else {
                    Value::Literal(coo.clone())
                };
                env.insert(result.clone(), value);
            }
            Step::Convert { result, source, to, .. } => {
                let enc = encoding_of(prog, to)?;
                let t = match env.get(source).ok_or_else(|| format!("unknown {source}"))? {
                    Value::Dense(dims, vals) => SparseTensor::from_dense(enc, dims, vals),
                    Value::Literal(coo) => SparseTensor::from_coo(enc, coo),
                    Value::Sparse(s) => s.convert(enc),
                }
                .map_err(|e| format!("convert to {to}: {e}"))?;
                env.insert(result.clone(), Value::Sparse(t));
            }
            Step::Print { source, .. } => match env.get(source) {
                Some(Value::Sparse(t)) => out.push_str(&t.to_mlir_print()),
                _ => return Err(format!("print of a non-sparse value {source}")),
            },
        }
    }
    Ok(out)
}

fn programs(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("golden dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    files
}

#[test]
fn storage_prints_what_mlir_22_prints() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/print");
    let files = programs(&dir);
    assert!(files.len() >= 50, "golden programs missing: {}", files.len());
    let mut failures = Vec::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(file).unwrap();
        let expected = std::fs::read_to_string(file.with_extension("expected")).unwrap_or_default();
        let got = parse_program(&text).and_then(|p| run(&p));
        match got {
            Ok(got) if got == expected => {}
            Ok(got) => {
                failures.push(format!("{name}: output differs\n--- expected\n{expected}--- got\n{got}"))
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} golden programs fail:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// Every encoding of the golden programs prints to MLIR's normal form, and that form is a
/// fixed point of parse → print.
#[test]
fn golden_encodings_print_to_a_fixed_point() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/print");
    let mut count = 0;
    for file in programs(&dir) {
        let text = std::fs::read_to_string(&file).unwrap();
        let prog = parse_program(&text).unwrap();
        for (alias, enc_text, line) in &prog.encodings {
            let enc = Encoding::parse(enc_text)
                .unwrap_or_else(|e| panic!("{}:{line} #{alias}: {e}", file.display()));
            let printed = enc.to_string();
            let again = Encoding::parse(&printed).unwrap_or_else(|e| panic!("{printed}: {e}"));
            assert_eq!(again, enc, "{printed}");
            assert_eq!(again.to_string(), printed);
            count += 1;
        }
    }
    assert!(count > 100, "only {count} encodings");
}
