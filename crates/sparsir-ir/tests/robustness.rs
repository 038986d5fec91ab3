//! The parser on hostile input: truncated programs, unbalanced brackets, unknown types,
//! odd characters, deep nesting, huge files.
//!
//! Why: `sparsir opt` reads whatever users give it; every input must end in a printed
//! program or a diagnostic — never a panic, a hang or a stack overflow (deep nesting is
//! refused past `MAX_NESTING` in every build profile). What parses must print and parse
//! back to the same print.

use std::path::PathBuf;
use std::time::Instant;

use sparsir_ir::expected::parse_and_verify;
use sparsir_ir::parser::MAX_NESTING;
use sparsir_ir::{print, PrintOptions};

/// Parses (and verifies, prints, reparses when it parses); the diagnostic message when not.
/// Fails the test on an internal error or a print that does not read back the same.
fn outcome(text: &str) -> Result<(), String> {
    match parse_and_verify(text) {
        Err(d) => {
            assert!(
                !d.message.starts_with("internal error: the parser panicked"),
                "parser panicked on:\n{text}\n{}",
                d.message
            );
            Err(d.message)
        }
        Ok(ir) => {
            for options in [PrintOptions::default(), PrintOptions { generic: true, ..Default::default() }] {
                let printed = print(&ir, options);
                let again = parse_and_verify(&printed).unwrap_or_else(|d| {
                    panic!("print does not parse ({}):\n{printed}\nfrom:\n{text}", d.message)
                });
                assert_eq!(print(&again, options), printed, "print is not a fixed point; from:\n{text}");
            }
            Ok(())
        }
    }
}

fn golden(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/core").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_prefix_of_some_programs() {
    for name in
        ["module_func.mlir", "generic_ops.mlir", "aliases_locations.mlir", "elements.mlir", "types.mlir"]
    {
        let text = golden(name);
        assert!(outcome(&text).is_ok(), "{name} must parse");
        let mut errors = 0;
        for (i, _) in text.char_indices() {
            errors += usize::from(outcome(&text[..i]).is_err());
        }
        assert!(errors > 0, "{name}: truncations must fail somewhere");
    }
}

#[test]
fn every_line_dropped_or_doubled() {
    let text = golden("generic_ops.mlir");
    let lines: Vec<&str> = text.lines().collect();
    for k in 0..lines.len() {
        let dropped: Vec<&str> = lines.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, l)| *l).collect();
        let _ = outcome(&dropped.join("\n"));
        let mut doubled = lines.clone();
        doubled.insert(k, lines[k]);
        let _ = outcome(&doubled.join("\n"));
    }
}

#[test]
fn unbalanced_brackets() {
    let cases = [
        "{",
        "}",
        "(",
        ")",
        "[",
        "]",
        "<",
        ">",
        "module {",
        "module }",
        "module {{}}",
        "func.func @f() {",
        "func.func @f() { return",
        "func.func @f() } {",
        "\"a.b\"() ({) : () -> ()",
        "\"a.b\"() ({}}) : () -> ()",
        "\"a.b\"() {x = [1, [2}} : () -> ()",
        "\"a.b\"() {x = {y = (}} : () -> ()",
        "\"a.b\"() : () -> tensor<4xf32",
        "\"a.b\"() : () -> tensor<4xf32>>",
        "#a = affine_map<(d0) -> (d0>",
        "#a = affine_map<(d0 -> (d0)>",
        "\"a.b\"() {x = #foo.bar<[1, (2]>} : () -> ()",
        "\"a.b\"() {x = #foo.bar<\"]\">} : () -> ()",
        "!t = !foo.bar<<<>>",
        "\"a.b\"() {x = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()",
        "\"a.b\"() {x = dense<[[1, 2]> : tensor<1x2xi32>} : () -> ()",
        "{-#",
        "#-}",
        "{-# x #-}",
        "\"a.b\"()[^bb1] : () -> ()",
        "func.func @f() {\n^bb0:\n  \"a.b\"()[^bb9] : () -> ()\n}",
    ];
    for c in cases {
        let _ = outcome(c);
    }
}

#[test]
fn unknown_and_malformed_types() {
    let types = [
        "foo",
        "i0",
        "i",
        "si",
        "u32",
        "f65",
        "f8E4M3FN",
        "tf32",
        "complex<index>",
        "complex<>",
        "tensor<>",
        "tensor<?>",
        "tensor<4x>",
        "tensor<4x4>",
        "tensor<4x?xi32, 5>",
        "tensor<*x*xf32>",
        "tensor<-1xf32>",
        "tensor<99999999999999999999xf32>",
        "memref<4x4xf32, 1, 2>",
        "memref<*xf32, affine_map<(d0) -> (d0)>>",
        "vector<0xf32>",
        "vector<?xf32>",
        "vector<[0]xf32>",
        "vector<4xtensor<2xf32>>",
        "tuple<",
        "tuple<i32,>",
        "(i32",
        "(i32) ->",
        "() -> (",
        "!foo",
        "!foo.",
        "!foo.bar<",
        "!sparse_tensor.nope",
        "!sparse_tensor.iterator<#x, lvls = 0>",
        "!sparse_tensor.iter_space<i32, lvls = 0 to 1>",
        "tensor<4x4xf64, #sparse_tensor.encoding<{ map = (i) -> (i : dense) }>>",
        "tensor<4xf64, #sparse_tensor.encoding<{ map = (i) -> (i : nonsense) }>>",
        "i16777217",
        "i4294967296",
    ];
    for t in types {
        let _ = outcome(&format!("\"a.b\"() : () -> {t}"));
        let _ = outcome(&format!("func.func private @f({t})"));
        let _ = outcome(&format!("\"a.b\"() {{x = {t}}} : () -> ()"));
    }
}

#[test]
fn odd_characters_and_literals() {
    let cases = [
        "\u{0}",
        "\u{feff}module {}",
        "é",
        "\"a.b\"() {x = \"\\xx\"} : () -> ()",
        "\"a.b\"() {x = \"\\FF\"} : () -> ()",
        "\"a.b\"() {x = \"unterminated} : () -> ()",
        "%",
        "%0 = ",
        "^",
        "@",
        "@\"",
        "#",
        "!",
        "0x",
        "1.5e",
        "\"a.b\"() {x = 0x} : () -> ()",
        "\"a.b\"() {x = 1e5} : () -> ()",
        "\"a.b\"() {x = -} : () -> ()",
        "\"a.b\"() {x = 340282366920938463463374607431768211456} : () -> ()",
        "\"a.b\"() {x = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i32} : () -> ()",
        "\"a.b\"() {x = 1.0e99999 : f32} : () -> ()",
        "\"a.b\"() {x = 0x1 : f32} : () -> ()",
        "\"a.b\"() {x = array<i8: 300>} : () -> ()",
        "\"a.b\"() {x = array<f32: 0x7FC00000FF>} : () -> ()",
        "\"a.b\"() {x = dense<\"0xZZ\"> : tensor<1xi8>} : () -> ()",
        "\"a.b\"() {x = dense<\"0x0102\"> : tensor<3xi8>} : () -> ()",
        "\"a.b\"() {x = sparse<[[0, 9]], [1]> : tensor<2x2xi32>} : () -> ()",
        "\"\"() : () -> ()",
        "%0:0 = \"a.b\"() : () -> ()",
        "%0:99999999999 = \"a.b\"() : () -> ()",
        "%a, %b = \"a.b\"() : () -> i32",
        "\"a.b\"(%x#99999999999) : (i32) -> ()",
        "\"a.b\"() {\"\" = 1} : () -> ()",
        "\"a.b\"() {a, a} : () -> ()",
        "#a = 1\n#a = 2",
        "!a = i32\n!a = i64",
        "#a = #a",
        "!a = !a",
        "#x.y = 1",
        "module @\"\\00\" {}",
        "\"a.b\"() : () -> () loc(",
        "\"a.b\"() : () -> () loc(\"f\":1:)",
        "\"a.b\"() : () -> () loc(callsite(unknown))",
        "\"a.b\"() : () -> () loc(fused<1>[])",
        "\"a.b\"() : () -> () loc(#nope)",
    ];
    for c in cases {
        let _ = outcome(c);
    }
}

fn assert_too_deep(text: &str) {
    let started = Instant::now();
    let err = outcome(text).expect_err("deep nesting must be refused");
    assert!(err.contains("nesting deeper than") || err.contains("expected"), "unexpected message: {err}");
    assert!(started.elapsed().as_secs() < 60, "too slow: {:?}", started.elapsed());
}

#[test]
fn regions_nested_5000_deep() {
    let d = 5000;
    assert_too_deep(&format!("{}{}", "\"t.r\"() ({\n".repeat(d), "}) : () -> ()\n".repeat(d)));
    assert_too_deep(&format!("{}{}", "module {\n".repeat(d), "}\n".repeat(d)));
    assert_too_deep(&format!(
        "func.func @f() {{\n{}{}return\n}}",
        "\"t.r\"() ({\n".repeat(d),
        "}) : () -> ()\n".repeat(d)
    ));
}

#[test]
fn types_and_attributes_nested_100000_deep() {
    let d = 100_000;
    let deep = |open: &str, mid: &str, close: &str| format!("{}{mid}{}", open.repeat(d), close.repeat(d));
    let types = [
        deep("tuple<", "i32", ">"),
        deep("complex<", "f32", ">"),
        deep("(", "i32", ") -> i32"),
        deep("() -> (", "i32", ")"),
        deep("tensor<2x", "f32", ">"),
        deep("memref<2x", "f32", ">"),
    ];
    for t in &types {
        assert_too_deep(&format!("\"a.b\"() : () -> {t}"));
    }
    // Other dialects' types are kept as text: any depth is fine.
    assert_eq!(outcome(&format!("\"a.b\"() : () -> {}", deep("!foo.bar<", "", ">"))), Ok(()));
    let attrs = [
        deep("[", "1", "]"),
        deep("{a = ", "1", "}"),
        format!("dense<{}> : tensor<{}i32>", deep("[", "1", "]"), "1x".repeat(d)),
        format!("affine_map<(d0) -> ({})>", deep("(", "d0", ")")),
        format!("affine_map<(d0) -> ({}d0)>", "-".repeat(d)),
        format!("affine_map<(d0) -> (d0{})>", " + d0".repeat(d)),
        format!("loc({})", deep("callsite(", "unknown", " at unknown)")),
        format!("loc({})", deep("\"a\"(", "unknown", ")")),
        format!("loc({})", deep("fused[", "unknown", "]")),
        deep("#foo.bar<", "", ">"),
        format!("#sparse_tensor.encoding<{{ map = (d0) -> ({} : dense) }}>", deep("(", "d0", ")")),
    ];
    for a in &attrs {
        let _ = outcome(&format!("\"a.b\"() {{x = {a}}} : () -> ()"));
    }
}

#[test]
fn nesting_just_below_the_limit_prints() {
    // Regions inside the module and func use 3 levels.
    let d = (MAX_NESTING - 3) as usize;
    let text = format!("{}{}", "\"t.r\"() ({\n".repeat(d), "}) : () -> ()\n".repeat(d));
    // Printing recurses too; give it the stack of a main thread.
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || assert_eq!(outcome(&text), Ok(())))
        .unwrap()
        .join()
        .unwrap();
}

/// A large program of realistic sparse-style functions (generic form for ops of
/// dialects the core does not know yet), about `mb` megabytes.
fn big_program(mb: usize) -> String {
    let mut s = String::with_capacity(mb << 20);
    s.push_str("#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\n");
    let mut k = 0;
    while s.len() < mb << 20 {
        s.push_str(&format!(
            "func.func @kernel{k}(%a: tensor<1024x1024xf64, #CSR>, %x: tensor<1024xf64>, %n: index) -> f64 {{\n\
             \x20 %c0 = \"arith.constant\"() <{{value = 0 : index}}> : () -> index\n\
             \x20 %c1 = \"arith.constant\"() <{{value = 1 : index}}> : () -> index\n\
             \x20 %z = \"arith.constant\"() <{{value = 0.000000e+00 : f64}}> : () -> f64\n\
             \x20 %d = \"arith.constant\"() <{{value = dense<[1.5, 2.5, -3.25, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf64>}}> : () -> tensor<8xf64>\n\
             \x20 %r = \"scf.for\"(%c0, %n, %c1, %z) ({{\n\
             \x20 ^bb0(%i: index, %acc: f64):\n\
             \x20   %v = \"tensor.extract\"(%x, %i) : (tensor<1024xf64>, index) -> f64\n\
             \x20   %m = \"arith.mulf\"(%v, %v) <{{fastmath = #arith.fastmath<none>}}> : (f64, f64) -> f64\n\
             \x20   %s = \"arith.addf\"(%acc, %m) <{{fastmath = #arith.fastmath<none>}}> : (f64, f64) -> f64\n\
             \x20   \"scf.yield\"(%s) : (f64) -> ()\n\
             \x20 }}) : (index, index, index, f64) -> f64\n\
             \x20 %nnz = \"sparse_tensor.number_of_entries\"(%a) : (tensor<1024x1024xf64, #CSR>) -> index\n\
             \x20 return %r : f64\n\
             }}\n"
        ));
        k += 1;
    }
    s
}

/// Run with `cargo test --release -p sparsir-ir --test robustness -- --ignored --nocapture`.
#[test]
#[ignore]
fn hundred_megabytes() {
    let text = big_program(100);
    let started = Instant::now();
    let ir = parse_and_verify(&text).expect("the generated program parses");
    let secs = started.elapsed().as_secs_f64();
    let mb = text.len() as f64 / (1 << 20) as f64;
    println!("parsed + verified {mb:.1} MB in {secs:.2} s ({:.1} MB/s), {} ops", mb / secs, ir.num_ops());
    let started = Instant::now();
    let printed = print(&ir, PrintOptions::default());
    println!(
        "printed {:.1} MB in {:.2} s",
        printed.len() as f64 / (1 << 20) as f64,
        started.elapsed().as_secs_f64()
    );
}

/// The fuzz target's property on every program we have (golden files, the corpus and
/// MLIR's prints of it, the invalid programs — each `// -----` chunk): a diagnostic, or
/// IR that prints and reads back to the same print.
#[test]
fn every_known_program_is_rejected_or_round_trips() {
    let tests = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut dirs = vec![tests.join("invalid"), tests.join("corpus/seeds"), tests.join("corpus/dialects")];
    dirs.push(tests.join("corpus/invalid"));
    dirs.extend(std::fs::read_dir(tests.join("golden")).unwrap().filter_map(|e| e.ok().map(|e| e.path())));
    let mut count = 0;
    for dir in dirs {
        let Ok(rd) = std::fs::read_dir(&dir) else { continue };
        for path in rd.filter_map(|e| e.ok().map(|e| e.path())) {
            let Ok(text) = std::fs::read_to_string(&path) else { continue };
            for chunk in sparsir_ir::split::split_input(&text) {
                count += 1;
                let _ = outcome(chunk.text);
            }
        }
    }
    assert!(count > 10);
}
