//! Round-trip properties of the `arith`, `math`, `complex`, `cf` and `vector` custom
//! forms beyond the shared golden harness (`tests/golden.rs`, which checks the golden
//! `.expected` / `.mlir22` files and the `tests/invalid/*.mlir` diagnostics).
//!
//! Why: the custom forms elide and re-infer a lot (default properties, result types,
//! transfer maps and masks); these tests check that nothing is lost: the generic print of
//! each golden program is a fixed point and prints back to the same custom form, and any
//! op of these dialects in the generic form — whatever its operands, results and
//! properties — prints and verifies without panicking, a valid one printing a custom form
//! that means the same op.

use std::path::{Path, PathBuf};

use sparsir_ir::{parse, print, Diag, PrintOptions, SourceFile};

const DIALECTS: &[&str] = &["arith", "math", "complex", "cf", "vector"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

fn render(name: &str, text: &str, d: &Diag) -> String {
    SourceFile::new(name, text, 1).render(d)
}

/// Parses and verifies, printing with `options`.
fn roundtrip(name: &str, text: &str, options: PrintOptions) -> Result<String, String> {
    let ir = parse(text).map_err(|d| render(name, text, &d))?;
    sparsir_ir::verify::verify(&ir).map_err(|d| render(name, text, &d))?;
    Ok(print(&ir, options))
}

fn golden_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for d in DIALECTS {
        let dir = root().join("golden").join(d);
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "mlir") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn golden_generic_prints_reparse_to_the_same_ir() {
    let generic = PrintOptions { generic: true, inline_aliases: true, ..Default::default() };
    let mut failures = Vec::new();
    for path in golden_files() {
        let name = path.display().to_string();
        let once = match roundtrip(&name, &read(&path), generic) {
            Ok(t) => t,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        match roundtrip(&format!("{name} (generic)"), &once, generic) {
            Ok(twice) if twice != once => {
                failures.push(format!("{name}: generic print is not a fixed point"))
            }
            Ok(_) => {}
            Err(e) => failures.push(e),
        }
        // The custom print of the generic form is the custom print of the program.
        let custom = roundtrip(&name, &once, PrintOptions::default());
        let direct = roundtrip(&name, &read(&path), PrintOptions::default());
        if custom != direct {
            failures.push(format!("{name}: generic → custom print differs from the direct print"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Malformed generic ops of these dialects print without panicking and are rejected by
/// the verifier.
#[test]
fn malformed_generic_ops_do_not_panic() {
    let text = r#"func.func @f(%a: f32, %i: i32, %c: i1, %v: vector<4xf32>) {
  %0 = "arith.addf"(%a) : (f32) -> f32
  %1 = "arith.cmpi"(%i, %i) : (i32, i32) -> i1
  %2 = "arith.cmpf"(%a, %a) {predicate = 99 : i64} : (f32, f32) -> i1
  "cf.assert"(%c) : (i1) -> ()
  "vector.print"(%a, %a) : (f32, f32) -> ()
  %3 = "vector.extract"(%v) : (vector<4xf32>) -> f32
  %4 = "vector.transfer_read"(%v) : (vector<4xf32>) -> vector<4xf32>
  %5 = "complex.constant"() : () -> complex<f32>
  %6 = "arith.truncf"(%a) {roundingmode = 9 : i32, fastmath = 3} : (f32) -> f16
  %7 = "vector.reduction"(%v) : (vector<4xf32>) -> f32
  %8 = "vector.contract"(%v) : (vector<4xf32>) -> f32
  %9 = "vector.insert"(%a) : (f32) -> vector<4xf32>
  %10 = "math.clampf"(%a) : (f32) -> f32
  return
}"#;
    let ir = parse(text).expect("the generic form parses");
    let _ = print(&ir, PrintOptions::default());
    assert!(sparsir_ir::verify::verify(&ir).is_err());
}

/// Every op of these dialects, written in the generic form with any number of operands
/// and results and odd inherent attributes, prints and verifies without panicking.
#[test]
fn any_generic_shape_prints_and_verifies_without_panicking() {
    let props = [
        "",
        "<{operandSegmentSizes = array<i32: 0, 0, 0, 0>}>",
        "<{operandSegmentSizes = array<i32: 1, 1, 1>, case_operand_segments = array<i32: 1>}>",
        "<{static_position = array<i64: -9223372036854775808>, mask_dim_sizes = array<i64: 1>}>",
        "<{value = 1 : i32, predicate = -1 : i64, fastmath = 7 : i32, kind = 1 : i32}>",
        "<{in_bounds = [true], permutation_map = affine_map<(d0) -> (d0)>, msg = 3 : i32}>",
        "<{value = [1 : i32], punctuation = #vector.punctuation<comma>, stringLiteral = \"s\"}>",
    ];
    let names: Vec<&str> = sparsir_ir::registry::all()
        .map(|s| s.name)
        .filter(|n| DIALECTS.iter().any(|d| n.starts_with(&format!("{d}."))))
        .collect();
    assert!(names.len() > 150, "{} ops", names.len());
    for (name, ty) in names.iter().flat_map(|n| ["vector<4xf32>", "f32", "index", "i1"].map(|t| (*n, t))) {
        for n_in in 0..4 {
            for n_out in 0..3 {
                for prop in props {
                    let ins = vec!["%v"; n_in].join(", ");
                    let in_tys = vec![ty; n_in].join(", ");
                    let out_tys = vec![ty; n_out].join(", ");
                    let results = if n_out == 0 { String::new() } else { format!("%r:{n_out} = ") };
                    let succ = if name.starts_with("cf.") { "[^bb1]" } else { "" };
                    let text = format!(
                        "func.func @f(%v: {ty}) {{\n  {results}\"{name}\"({ins}){succ} {prop} : ({in_tys}) -> ({out_tys})\n  \
                         cf.br ^bb1\n^bb1:\n  return\n}}\n"
                    );
                    let ir = match parse(&text) {
                        Ok(ir) => ir,
                        Err(d) => {
                            assert!(!d.message.contains("panicked"), "{text}");
                            continue;
                        }
                    };
                    let printed = print(&ir, PrintOptions::default());
                    // (Properties an op does not have are a different matter: MLIR drops them
                    // or rejects them.)
                    let spec = sparsir_ir::registry::lookup(name).expect("known op");
                    let own = prop
                        .trim_start_matches("<{")
                        .trim_end_matches("}>")
                        .split(", ")
                        .filter(|e| e.contains(" = "))
                        .filter_map(|e| e.split(" = ").next())
                        .all(|k| spec.inherent.contains(&k));
                    let valid = sparsir_ir::verify::verify(&ir).is_ok() && own;
                    match parse(&printed) {
                        Ok(again) => {
                            let _ = sparsir_ir::verify::verify(&again);
                            // A valid op's custom print means the same op.
                            let generic = PrintOptions { generic: true, ..Default::default() };
                            if valid {
                                assert_eq!(print(&ir, generic), print(&again, generic), "{text}");
                            }
                        }
                        Err(d) => {
                            assert!(!d.message.contains("panicked"), "{printed}");
                            assert!(!valid, "valid op printed unreadably: {text}\n{printed}\n{}", d.message);
                        }
                    }
                }
            }
        }
    }
}
