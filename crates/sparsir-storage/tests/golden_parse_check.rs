//! Checks that every golden program of `tests/golden/print/` is in the restricted shape
//! `support/mlir_lite.rs` understands, and that it agrees with its `.expected` file
//! (one `---- Sparse Tensor ----` block per `sparse_tensor.print`, same `dim = ( … )`).
//! Executing the steps with the storage API is the job of the golden test proper.

#[path = "support/mlir_lite.rs"]
mod mlir_lite;

use mlir_lite::{parse_program, Program, Step};
use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::path::{Path, PathBuf};

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/print")
}

fn programs_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    v
}

fn expected_from(text: &str) -> Option<String> {
    text.lines()
        .take_while(|l| l.starts_with("//") || l.trim().is_empty())
        .find_map(|l| l.strip_prefix("// EXPECTED-FROM:").map(|r| r.trim().to_string()))
}

/// Dimension sizes of every value (static: constants are static and converts keep sizes).
fn value_dims(p: &Program) -> HashMap<String, Vec<u64>> {
    let mut dims = HashMap::new();
    for s in &p.steps {
        match s {
            Step::Constant { result, coo, .. } => {
                dims.insert(result.clone(), coo.dim_sizes.clone());
            }
            Step::Convert { result, source, .. } => {
                let d = dims[source].clone();
                dims.insert(result.clone(), d);
            }
            Step::Print { .. } => {}
        }
    }
    dims
}

fn check_program(path: &Path) -> Result<Program, String> {
    let text = fs::read_to_string(path).map_err(|e| e.to_string())?;
    let first = text.lines().next().unwrap_or("");
    if !first.starts_with("// ") || first.len() < 12 {
        return Err("line 1 must be a one-line description comment".into());
    }
    let p = parse_program(&text)?;
    if p.encodings.is_empty() {
        return Err("no encoding alias".into());
    }
    for (name, full, _) in &p.encodings {
        if !full.starts_with("#sparse_tensor.encoding<{") || !full.ends_with("}>") {
            return Err(format!("alias #{name}: bad text {full}"));
        }
    }
    if p.print_count() == 0 {
        return Err("no sparse_tensor.print".into());
    }
    for s in &p.steps {
        match s {
            Step::Constant { ty, coo, is_dense_literal, .. } => {
                coo.validate().map_err(|e| format!("constant: {e}"))?;
                assert_eq!(coo.vals.elem_type(), ty.elem);
                let n: u64 = coo.dim_sizes.iter().product();
                if *is_dense_literal && coo.len() as u64 != n {
                    return Err(format!("dense literal with {} of {n} entries", coo.len()));
                }
            }
            Step::Convert { from, to, .. } => {
                assert_eq!(from.elem, to.elem);
                assert!(to.encoding.is_some());
            }
            Step::Print { ty, .. } => assert!(ty.encoding.is_some()),
        }
    }
    Ok(p)
}

fn check_expected(p: &Program, expected: &str) -> Result<(), String> {
    let blocks: Vec<&str> = expected.split("---- Sparse Tensor ----\n").skip(1).collect();
    if blocks.len() != p.print_count() {
        return Err(format!("{} print steps but {} printed tensors", p.print_count(), blocks.len()));
    }
    if !expected.ends_with("----\n") {
        return Err("expected output does not end with `----`".into());
    }
    let dims = value_dims(p);
    let prints = p.steps.iter().filter_map(|s| match s {
        Step::Print { source, .. } => Some(source),
        _ => None,
    });
    for (k, (source, block)) in prints.zip(&blocks).enumerate() {
        let d = &dims[source];
        let want = format!("dim = ( {} )", d.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "));
        if !block.lines().any(|l| l == want) {
            return Err(format!("print #{k} of {source}: no `{want}` in\n{block}"));
        }
        if !block.starts_with("nse = ") {
            return Err(format!("print #{k}: block does not start with nse"));
        }
    }
    Ok(())
}

#[test]
fn golden_print_programs_parse_and_match_their_expected_shape() {
    let dir = golden_dir();
    let paths = programs_in(&dir);
    assert!(paths.len() >= 70, "only {} golden programs", paths.len());
    let mut failures = Vec::new();
    let mut per_category: BTreeMap<String, usize> = BTreeMap::new();
    let mut twins_used = Vec::new();
    for path in &paths {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let cat = name.split('_').next().unwrap().to_string();
        *per_category.entry(cat).or_default() += 1;
        let p = match check_program(path) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let exp_path = path.with_extension("expected");
        match fs::read_to_string(&exp_path) {
            Ok(exp) if !exp.is_empty() => {
                if let Err(e) = check_expected(&p, &exp) {
                    failures.push(format!("{name}: {e}"));
                }
            }
            _ => failures.push(format!("{name}: missing or empty {}", exp_path.display())),
        }
        // Seed-extension programs: the twin must be the same program with modern aliases.
        let text = fs::read_to_string(path).unwrap();
        if let Some(twin) = expected_from(&text) {
            let twin_path = dir.join(&twin);
            twins_used.push(twin_path.clone());
            match check_program(&twin_path) {
                Err(e) => failures.push(format!("{name}: twin {twin}: {e}")),
                Ok(t) => {
                    if t.steps != p.steps {
                        failures.push(format!("{name}: twin {twin} has different steps"));
                    }
                    let names = |q: &Program| q.encodings.iter().map(|e| e.0.clone()).collect::<Vec<_>>();
                    if names(&t) != names(&p) {
                        failures.push(format!("{name}: twin {twin} has different alias names"));
                    }
                    if t.encodings.iter().map(|e| &e.1).eq(p.encodings.iter().map(|e| &e.1)) {
                        failures
                            .push(format!("{name}: twin {twin} has the same encodings (no seed spelling?)"));
                    }
                    if twin_path.with_extension("expected").exists() {
                        failures.push(format!("{name}: twin {twin} must not have its own .expected"));
                    }
                }
            }
        }
    }
    // Every twin is used by exactly one program.
    let modern = dir.join("modern");
    if modern.is_dir() {
        for t in programs_in(&modern) {
            let n = twins_used.iter().filter(|u| **u == t).count();
            if n != 1 {
                failures.push(format!("{}: used by {n} programs (want 1)", t.display()));
            }
        }
    }
    eprintln!("golden programs per category: {per_category:?} (total {})", paths.len());
    assert!(failures.is_empty(), "{} problems:\n{}", failures.len(), failures.join("\n"));
}
