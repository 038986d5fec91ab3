//! Round trips and verifier messages of the `tensor` dialect.
//!
//! Why: proves that every tensor op parses in its custom and generic forms, prints as
//! MLIR 22 prints it, reparses to the same text, and that the verifier rejects what
//! MLIR 22 rejects with MLIR's message. Golden files are in `tests/golden/tensor/`
//! (`NAME.mlir` input, `NAME.expected` our print, `NAME.mlir22` MLIR's print); the
//! expected-error cases are in `tests/invalid/tensor.mlir`. Set `UPDATE_GOLDEN=1` to
//! rewrite the `.expected` files.

use std::path::{Path, PathBuf};

use sparsir_ir::{parse, print, PrintOptions};

fn dir(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

fn files(rel: &str, ext: &str, prefix: &str) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir(rel)) else { return Vec::new() };
    let mut v: Vec<PathBuf> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with(prefix)))
        .collect();
    v.sort();
    v
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Parses and verifies, panicking with the rendered diagnostic.
fn load(name: &str, text: &str) -> sparsir_ir::Ir {
    let ir =
        parse(text).unwrap_or_else(|d| panic!("{}", sparsir_ir::SourceFile::new(name, text, 1).render(&d)));
    if let Err(d) = sparsir_ir::verify::verify(&ir) {
        panic!("{}", sparsir_ir::SourceFile::new(name, text, 1).render(&d));
    }
    ir
}

fn pretty(name: &str, text: &str) -> String {
    print(&load(name, text), PrintOptions::default())
}

fn canonical(name: &str, text: &str) -> String {
    print(&load(name, text), PrintOptions { generic: true, inline_aliases: true, ..Default::default() })
}

#[test]
fn golden_files() {
    let inputs = files("tests/golden/tensor", "mlir", "");
    assert!(inputs.len() >= 7, "golden inputs missing");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    for input in inputs {
        let name = input.display().to_string();
        let text = read(&input);
        let ours = pretty(&name, &text);
        let expected_path = input.with_extension("expected");
        if update {
            std::fs::write(&expected_path, &ours).expect("write .expected");
        }
        let expected = read(&expected_path);
        assert_eq!(ours, expected, "{name}: print(parse(mlir)) != expected");
        assert_eq!(pretty(&name, &expected), expected, "{name}: expected is not a fixed point");
        let mlir22 = read(&input.with_extension("mlir22"));
        assert_eq!(
            canonical(&name, &mlir22),
            canonical(&name, &text),
            "{name}: MLIR 22's print reads differently"
        );
        // The generic form reads back to the same program.
        let generic = print(&load(&name, &text), PrintOptions { generic: true, ..Default::default() });
        assert_eq!(pretty(&name, &generic), expected, "{name}: generic form does not round-trip");
    }
}

/// MLIR 22's generic print of each golden program (`NAME.generic22`) is what we print in
/// the generic form: same properties, same operand segments.
#[test]
fn generic_form_matches_mlir() {
    for g in files("tests/golden/tensor", "generic22", "") {
        let name = g.display().to_string();
        let ours = canonical(&name, &read(&g.with_extension("mlir")));
        assert_eq!(canonical(&name, &read(&g)), ours, "{name}");
    }
}

/// The seeds' examples (from the shared corpus, when it is present) parse, verify and
/// round-trip; MLIR's print of them reads the same.
#[test]
fn corpus_seeds() {
    for input in files("tests/corpus/seeds", "mlir", "tensor_") {
        let name = input.display().to_string();
        let text = read(&input);
        if text.contains("arith.") || text.contains("scf.") {
            continue; // other dialects' custom forms are not this test's business
        }
        let ours = pretty(&name, &text);
        assert_eq!(pretty(&name, &ours), ours, "{name}: not a fixed point");
        let mlir22 = read(&input.with_extension("mlir22"));
        assert_eq!(canonical(&name, &mlir22), canonical(&name, &text), "{name}");
        let generic22 = read(&input.with_extension("generic22"));
        assert_eq!(canonical(&name, &generic22), canonical(&name, &text), "{name}: generic");
    }
}

/// Splits a `--split-input-file` text into chunks with their first line number.
fn chunks(text: &str) -> Vec<(usize, String)> {
    let mut out = vec![(1, String::new())];
    for (i, line) in text.lines().enumerate() {
        if line.trim_end() == "// -----" {
            out.push((i + 2, String::new()));
            continue;
        }
        let last = out.last_mut().expect("a chunk");
        last.1.push_str(line);
        last.1.push('\n');
    }
    out
}

/// The text of the first `expected-error {{…}}` of a chunk.
fn expected_error(chunk: &str) -> Option<String> {
    let at = chunk.find("expected-error")?;
    let rest = &chunk[at..];
    let open = rest.find("{{")? + 2;
    let close = rest[open..].find("}}")? + open;
    Some(rest[open..close].to_string())
}

#[test]
fn invalid_cases() {
    let path = dir("tests/invalid/tensor.mlir");
    let text = read(&path);
    let mut count = 0;
    for (line, chunk) in chunks(&text) {
        let Some(want) = expected_error(&chunk) else { continue };
        count += 1;
        let got = match parse(&chunk) {
            Err(d) => d.message,
            Ok(ir) => match sparsir_ir::verify::verify(&ir) {
                Err(d) => d.message,
                Ok(()) => panic!("tensor.mlir:{line}: accepted, expected error `{want}`"),
            },
        };
        assert!(got.contains(&want), "tensor.mlir:{line}: got `{got}`, expected `{want}`");
    }
    assert!(count >= 40, "only {count} invalid cases");
}

/// A body ending in another terminator: MLIR adds a note we cannot attach to a verifier
/// message, so this case lives here rather than in `tests/invalid/tensor.mlir`.
#[test]
fn generate_body_must_end_in_yield() {
    let text = r#"func.func @f(%i: index) {
  %0 = "tensor.generate"(%i) ({
  ^bb0(%a: index):
    "llvm.unreachable"() : () -> ()
  }) : (index) -> tensor<?xf32>
  return
}"#;
    let ir = parse(text).expect("parses");
    let d = sparsir_ir::verify::verify(&ir).expect_err("rejected");
    assert_eq!(
        d.message,
        "'tensor.generate' op expects regions to end with 'tensor.yield', found 'llvm.unreachable'"
    );
}

/// `yield` without its dialect inside `tensor.generate`: MLIR's default dialect there is
/// the empty one (it adds a note listing its dialects, so this is not in the invalid file).
#[test]
fn unqualified_yield_in_generate() {
    let text = "func.func @f(%m: index, %e: f32) -> tensor<?xf32> {
  %t = tensor.generate %m {
  ^bb0(%i : index):
    yield %e : f32
  } : tensor<?xf32>
  return %t : tensor<?xf32>
}";
    let d = parse(text).err().expect("rejected");
    assert_eq!(d.message, "Dialect `' not found for custom op 'yield'  (tried '.yield' as well)");
}
