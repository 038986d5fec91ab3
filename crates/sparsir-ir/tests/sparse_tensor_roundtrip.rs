//! The sparse_tensor dialect end to end: golden round trips, invalid programs with MLIR
//! 22's messages, the conformance error programs and the seeds' examples.
//!
//! Why: these are the promises of the dialect module — what MLIR prints we read, what we
//! print MLIR reads and we print again unchanged, what MLIR rejects we reject with its
//! words. Programs that use dialects not (yet) registered are skipped with a note.

use std::path::{Path, PathBuf};

use sparsir_ir::{parse, print, verify::verify, Ir, PrintOptions, SourceFile};

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Parses and verifies; the rendered diagnostic on failure.
fn load(name: &str, text: &str) -> Result<Ir, String> {
    let ir = parse(text).map_err(|d| SourceFile::new(name, text, 1).render(&d))?;
    verify(&ir).map_err(|d| SourceFile::new(name, text, 1).render(&d))?;
    Ok(ir)
}

fn pretty(ir: &Ir) -> String {
    print(ir, PrintOptions::default())
}

fn generic(ir: &Ir) -> String {
    print(ir, PrintOptions { generic: true, inline_aliases: true, ..Default::default() })
}

/// True when the failure is an op of a dialect other than sparse_tensor that this build
/// does not know (the test is then skipped).
fn other_dialect_missing(err: &str) -> bool {
    err.contains("is unknown") && err.contains("custom op '") && !err.contains("custom op 'sparse_tensor.")
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn files(dir: &Path, prefix: &str, ext: &str) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut v: Vec<PathBuf> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n.starts_with(prefix) && n.ends_with(ext)
        })
        .collect();
    v.sort();
    v
}

/// Checks one program: it verifies, its print is a fixed point, and MLIR's prints of it
/// (`.mlir22`, `.generic22` next to it) read back to the same generic form.
fn check_program(path: &Path, expected: Option<&Path>) -> Result<(), String> {
    let name = path.display().to_string();
    let ir = load(&name, &read(path))?;
    let ours = pretty(&ir);
    if let Some(e) = expected {
        let want = read(e);
        if ours != want {
            return Err(format!("{name}: print differs from {}:\n{ours}", e.display()));
        }
    }
    let again = load(&format!("{name} (printed)"), &ours)?;
    if pretty(&again) != ours {
        return Err(format!("{name}: print is not a fixed point:\n{ours}\n---\n{}", pretty(&again)));
    }
    let g = generic(&ir);
    if generic(&load(&format!("{name} (generic)"), &g)?) != g {
        return Err(format!("{name}: generic print is not a fixed point"));
    }
    for ext in ["mlir22", "generic22"] {
        let other = path.with_extension(ext);
        if other.exists() {
            let theirs = load(&other.display().to_string(), &read(&other))?;
            if generic(&theirs) != g {
                return Err(format!(
                    "{name}: MLIR's {ext} reads differently:\n{}\n---\n{g}",
                    generic(&theirs)
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn golden() {
    let dir = manifest().join("tests/golden/sparse_tensor");
    let progs = files(&dir, "", ".mlir");
    assert!(!progs.is_empty(), "no golden programs in {}", dir.display());
    let failures: Vec<String> =
        progs.iter().filter_map(|p| check_program(p, Some(&p.with_extension("expected"))).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// One `// -----` chunk of an expected-error file: the text, its first line, and the
/// expected message with the line it is expected on.
struct Case {
    text: String,
    first_line: u32,
    message: String,
    line: u32,
}

fn split_cases(text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut chunk = String::new();
    let mut first_line = 1;
    let lines: Vec<&str> = text.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        let last = i + 1 == lines.len();
        if l.trim() != "// -----" {
            chunk.push_str(l);
            chunk.push('\n');
        }
        if l.trim() == "// -----" || last {
            cases.push(expectation(&chunk, first_line));
            chunk.clear();
            first_line = i as u32 + 2;
        }
    }
    cases
}

fn expectation(chunk: &str, first_line: u32) -> Case {
    let mut message = String::new();
    let mut line = 0;
    for (k, l) in chunk.lines().enumerate() {
        let Some(at) = l.find("expected-error") else { continue };
        let rest = l[at + "expected-error".len()..].trim_start();
        let here = first_line + k as u32;
        let (offset, rest) = match rest.strip_prefix('@') {
            Some(r) => {
                let end = r.find(' ').unwrap_or(r.len());
                let spec = &r[..end];
                let off = match spec {
                    "below" => 1,
                    "above" => -1,
                    s => s.parse::<i64>().unwrap_or(0),
                };
                (off, &r[end..])
            }
            None => (0, rest),
        };
        let open = rest.find("{{").expect("{{ in expected-error");
        let close = rest.rfind("}}").expect("}} in expected-error");
        if message.is_empty() {
            message = rest[open + 2..close].to_string();
            line = (i64::from(here) + offset) as u32;
        }
    }
    Case { text: chunk.to_string(), first_line, message, line }
}

/// Runs one expected-error case; `Ok(false)` when skipped.
fn run_case(file: &str, c: &Case) -> Result<bool, String> {
    let err = match parse(&c.text).and_then(|ir| verify(&ir)) {
        Ok(()) => return Err(format!("{file}:{}: accepted, expected error '{}'", c.first_line, c.message)),
        Err(d) => d,
    };
    let src = SourceFile::new(file, &c.text, c.first_line);
    let rendered = src.render(&err);
    if other_dialect_missing(&err.message) {
        return Ok(false);
    }
    if !err.message.contains(&c.message) {
        return Err(format!("expected '{}', got:\n{rendered}", c.message));
    }
    let (line, _) = src.line_col(err.pos);
    if c.line != 0 && line != c.line {
        return Err(format!("expected '{}' on line {}, got:\n{rendered}", c.message, c.line));
    }
    Ok(true)
}

#[test]
fn invalid() {
    let path = manifest().join("tests/invalid/sparse_tensor.mlir");
    let cases = split_cases(&read(&path));
    let name = path.display().to_string();
    let mut failures = Vec::new();
    for c in &cases {
        assert!(!c.message.is_empty(), "{name}:{}: case without expected-error", c.first_line);
        if let Err(e) = run_case(&name, c) {
            failures.push(e);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    assert!(cases.len() >= 60, "only {} invalid cases", cases.len());
}

/// The shared conformance suite's error programs (skipped when the directory is absent).
#[test]
fn conformance_errors() {
    let dir = Path::new("/work/shared/conformance/errors");
    let mut failures = Vec::new();
    for p in files(dir, "", ".mlir") {
        let want = read(&p.with_extension("expected")).trim().to_string();
        let name = p.display().to_string();
        let c = Case { text: read(&p), first_line: 1, message: want, line: 0 };
        match run_case(&name, &c) {
            Ok(true) => {}
            Ok(false) => eprintln!("skipped (dialect not registered): {name}"),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The corpus directory (tests/corpus of this crate).
fn corpus() -> PathBuf {
    manifest().join("tests/corpus")
}

/// The seeds' sparse_tensor examples and the corpus's sparse_tensor programs.
#[test]
fn corpus_programs() {
    let root = corpus();
    let mut failures = Vec::new();
    for dir in ["seeds", "dialects"] {
        for p in files(&root.join(dir), "sparse_tensor", ".mlir") {
            match check_program(&p, None) {
                Ok(()) => {}
                Err(e) if other_dialect_missing(&e) => {
                    eprintln!("skipped (dialect not registered): {}", p.display())
                }
                Err(e) => failures.push(e),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The seeds' examples MLIR 22 rejects: we reject them too, except the spellings the
/// seeds define and MLIR 22 dropped (`block2_4`, `crdWidth = 2`, `high`).
#[test]
fn corpus_rejected_seeds() {
    let dir = corpus().join("seeds_rejected");
    let mut failures = Vec::new();
    for p in files(&dir, "sparse_tensor", ".mlir") {
        let text = read(&p);
        let name = p.display().to_string();
        let seeds_win = text.contains("block2_4") || text.contains("crdWidth = 2");
        match load(&name, &text) {
            Ok(_) if seeds_win => {}
            Ok(_) => failures.push(format!("{name}: accepted, MLIR 22 rejects it")),
            Err(e) if seeds_win && !other_dialect_missing(&e) => {
                failures.push(format!("{name}: rejected: {e}"))
            }
            Err(_) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Malformed ops (wrong operand, result, region counts and attributes, in the generic
/// form) and truncated custom forms never panic the parser, printer or verifier.
#[test]
fn malformed_input_does_not_panic() {
    let names: Vec<&str> =
        sparsir_ir::registry::all().map(|s| s.name).filter(|n| n.starts_with("sparse_tensor.")).collect();
    let enc = "#sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>";
    let shapes = [
        ("", "", ""),
        ("%t", "tensor<4x4xf64, #E>", "index"),
        ("%t, %t", "tensor<4x4xf64, #E>, tensor<4x4xf64, #E>", "memref<?xindex>, index"),
        ("%i, %m, %f, %i, %t, %i", "index, memref<?xf64>, f64, index, tensor<4x4xf64, #E>, index", "f64"),
        ("%s", "!sparse_tensor.iter_space<#E, lvls = 0 to 2>", "f64, f64, f64, f64, f64, f64, f64"),
    ];
    let regions = ["", " ({})", " ({^bb0(%a: f64): \"sparse_tensor.yield\"(%a) : (f64) -> ()}, {}, {})"];
    let props = [
        "",
        " <{level = 1 : index, dimension = 5 : index, dim = 9 : index}>",
        " <{crdUsedLvls = 3 : i64, cases = [7, 1], operandSegmentSizes = array<i32: 1, 5>}>",
        " <{algorithm = #sparse_tensor<SparseTensorSortAlgorithm quick_sort>, perm_map = affine_map<(i) -> (i)>}>",
        " <{specifierKind = #sparse_tensor<kind lvl_sz>, loLvl = 3 : index, hiLvl = 1 : index}>",
    ];
    let mut n = 0;
    for name in &names {
        for (ops, tys, res) in shapes {
            for r in regions {
                for pr in props {
                    let text = format!(
                        "#E = {enc}\nfunc.func @f(%t: tensor<4x4xf64, #E>, %i: index, %m: memref<?xf64>, %f: f64, \
                         %s: !sparse_tensor.iter_space<#E, lvls = 0 to 2>) {{\n  \
                         \"{name}\"({ops}){pr}{r} : ({tys}) -> ({res})\n  return\n}}\n"
                    );
                    if let Ok(ir) = parse(&text) {
                        let _ = verify(&ir);
                        let _ = pretty(&ir);
                        let _ = generic(&ir);
                        n += 1;
                    }
                }
            }
        }
    }
    assert!(n > 1000, "only {n} programs parsed");
    let dir = manifest().join("tests/golden/sparse_tensor");
    for p in files(&dir, "", ".mlir") {
        let text = read(&p);
        for (k, line) in text.lines().enumerate().filter(|(_, l)| l.contains("sparse_tensor.")) {
            for cut in (1..line.len()).step_by(line.len() / 8 + 1) {
                if !line.is_char_boundary(cut) {
                    continue;
                }
                let mut lines: Vec<&str> = text.lines().collect();
                lines[k] = &line[..cut];
                let _ = parse(&lines.join("\n")).map(|ir| (verify(&ir), pretty(&ir)));
            }
        }
    }
}
