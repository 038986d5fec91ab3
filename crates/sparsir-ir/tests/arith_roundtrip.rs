//! Golden and expected-error tests of the `arith`, `math`, `complex`, `cf` and `vector`
//! custom forms and verifiers.
//!
//! Why: these dialects' forms must read what `mlir-opt` reads, print what it prints and
//! reject what it rejects with its words. For every `tests/golden/<dialect>/NAME.mlir`:
//! our print is `NAME.expected`, printing is a fixed point, and MLIR 22's own print of the
//! program (`NAME.mlir22`) means the same IR (equal generic prints). For every chunk of
//! `tests/invalid/<dialect>.mlir` (split on `// -----`, each checked with `mlir-opt
//! --verify-diagnostics`), parsing or verifying fails with MLIR's message on the line the
//! `expected-error` names.

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
fn golden_prints_match_and_are_fixed_points() {
    let files = golden_files();
    assert!(files.len() >= 12, "golden files missing: {files:?}");
    let mut failures = Vec::new();
    for path in files {
        let name = path.display().to_string();
        let text = read(&path);
        let expected = read(&path.with_extension("expected"));
        match roundtrip(&name, &text, PrintOptions::default()) {
            Ok(ours) if ours != expected => {
                failures.push(format!("{name}: print differs from .expected:\n{ours}"))
            }
            Ok(_) => {}
            Err(e) => failures.push(e),
        }
        match roundtrip(&format!("{name} (expected)"), &expected, PrintOptions::default()) {
            Ok(again) if again != expected => {
                failures.push(format!("{name}: .expected is not a fixed point:\n{again}"))
            }
            Ok(_) => {}
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn golden_mlir22_prints_mean_the_same_ir() {
    let generic = PrintOptions { generic: true, inline_aliases: true, ..Default::default() };
    let mut failures = Vec::new();
    for path in golden_files() {
        let name = path.display().to_string();
        let ours = roundtrip(&name, &read(&path), generic);
        let mlir22_path = path.with_extension("mlir22");
        let theirs = roundtrip(&mlir22_path.display().to_string(), &read(&mlir22_path), generic);
        match (ours, theirs) {
            (Ok(a), Ok(b)) if a != b => {
                failures.push(format!("{name}: generic prints differ:\n{a}\n---\n{b}"))
            }
            (Err(e), _) | (_, Err(e)) => failures.push(e),
            _ => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
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

/// One chunk with its expected errors: (line in the chunk, message). MLIR may report
/// several errors for one mistake; we stop at the first, so any of them may match.
struct Case {
    chunk: String,
    first_line: usize,
    errors: Vec<(usize, String)>,
}

fn expected_error(line: &str, index: usize) -> Option<(usize, String)> {
    let at = line.find("// expected-error")?;
    let rest = &line[at + "// expected-error".len()..];
    let (offset, rest) = match rest.strip_prefix('@') {
        Some(r) => {
            let end = r.find(' ').unwrap_or(r.len());
            (r[..end].parse::<i64>().ok()?, &r[end..])
        }
        None => (0, rest),
    };
    let (open, close) = (rest.find("{{")?, rest.rfind("}}")?);
    Some(((index as i64 + 1 + offset) as usize, rest[open + 2..close].to_string()))
}

fn cases(text: &str) -> Vec<Case> {
    let mut out = Vec::new();
    let mut lines: Vec<&str> = Vec::new();
    let mut first_line = 1;
    let all: Vec<&str> = text.lines().collect();
    for (i, line) in all.iter().enumerate() {
        let end = line.trim_end() == "// -----";
        if !end {
            lines.push(line);
        }
        if end || i + 1 == all.len() {
            let errors = lines.iter().enumerate().filter_map(|(k, l)| expected_error(l, k)).collect();
            out.push(Case { chunk: lines.join("\n") + "\n", first_line, errors });
            lines.clear();
            first_line = i + 2;
        }
    }
    out
}

fn line_of(text: &str, pos: u32) -> usize {
    let pos = (pos as usize).min(text.len());
    text[..pos].bytes().filter(|&b| b == b'\n').count() + 1
}

#[test]
fn invalid_programs_fail_with_mlirs_messages() {
    let mut failures = Vec::new();
    let mut count = 0;
    for d in DIALECTS {
        let path = root().join("invalid").join(format!("{d}.mlir"));
        let text = read(&path);
        for case in cases(&text).into_iter().filter(|c| !c.errors.is_empty()) {
            count += 1;
            let at = format!("{}:{}", path.display(), case.first_line + case.errors[0].0 - 1);
            let err = match parse(&case.chunk) {
                Err(e) => e,
                Ok(ir) => match sparsir_ir::verify::verify(&ir) {
                    Err(e) => e,
                    Ok(()) => {
                        failures.push(format!("{at}: accepted; expected error {:?}", case.errors[0].1));
                        continue;
                    }
                },
            };
            let line = line_of(&case.chunk, err.pos);
            if !case.errors.iter().any(|(l, m)| err.message.contains(m.as_str()) && *l == line) {
                failures
                    .push(format!("{at}: got {:?} on line {line}, expected {:?}", err.message, case.errors));
            }
        }
    }
    assert!(count >= 80, "only {count} expected-error cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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
