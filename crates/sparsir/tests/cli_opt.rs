//! End-to-end tests of `sparsir opt`, the `mlir-opt`-like reader/printer.

use std::io::Write;
use std::process::{Command, Stdio};

mod common;
use common::ScratchFile;

fn sparsir(args: &[&str], stdin: Option<&[u8]>) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sparsir"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run sparsir");
    let mut input = child.stdin.take().expect("stdin");
    input.write_all(stdin.unwrap_or_default()).expect("write stdin");
    drop(input);
    let out = child.wait_with_output().expect("wait for sparsir");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn temp_file(name: &str, bytes: &[u8]) -> ScratchFile {
    ScratchFile::new("cli-opt", name, bytes)
}

const PROGRAM: &str = "func.func @add(%a: f64) -> f64 {\n  return %a : f64 loc(\"x.mlir\":3:4)\n}\n";
const PRETTY: &str = "module {\n  func.func @add(%arg0: f64) -> f64 {\n    return %arg0 : f64\n  }\n}\n\n";

#[test]
fn prints_like_mlir_opt() {
    let f = temp_file("add.mlir", PROGRAM.as_bytes());
    let (code, out, err) = sparsir(&["opt", &f], None);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, PRETTY);
}

#[test]
fn reads_stdin_and_writes_a_file() {
    let out_path = temp_file("out.mlir", b"");
    let (code, out, err) = sparsir(&["opt", "-", "-o", &out_path], Some(PROGRAM.as_bytes()));
    assert_eq!((code, err.as_str(), out.as_str()), (0, "", ""));
    assert_eq!(std::fs::read_to_string(&out_path).unwrap(), PRETTY);
    let (code, out, _) = sparsir(&["opt"], Some(PROGRAM.as_bytes()));
    assert_eq!((code, out.as_str()), (0, PRETTY));
}

#[test]
fn generic_form_and_locations() {
    let f = temp_file("add_generic.mlir", PROGRAM.as_bytes());
    let (code, out, _) = sparsir(&["opt", "--mlir-print-op-generic", &f], None);
    assert_eq!(code, 0);
    assert!(out.contains("\"func.return\"(%arg0) : (f64) -> ()"), "{out}");
    assert!(out.contains("\"builtin.module\"() ({"), "{out}");
    let (code, out, _) = sparsir(&["opt", "--mlir-print-debuginfo", &f], None);
    assert_eq!(code, 0);
    assert!(out.contains("loc(\"x.mlir\":3:4)"), "{out}");
    // Ops without a location get their place in the input, as with mlir-opt.
    assert!(out.contains(&format!("}} loc(\"{f}\":1:1)\n}} loc(\"{f}\":0:0)")), "{out}");
    // The output reads back.
    let g = temp_file("add_generic_out.mlir", out.as_bytes());
    assert_eq!(sparsir(&["opt", &g], None).0, 0);
}

#[test]
fn split_input_file_keeps_going_and_separates_outputs() {
    let text =
        "func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  retur\n}\n// -----\nmodule {\n}\n";
    let f = temp_file("split.mlir", text.as_bytes());
    let (code, out, err) = sparsir(&["opt", "--split-input-file", &f], None);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "module {\n  func.func @a() {\n    return\n  }\n}\n\n// -----\n// -----\nmodule {\n}\n\n"
    );
    let want =
        format!("{f}:6:3: error: custom op 'retur' is unknown (tried 'func.retur' as well)\n  retur\n  ^\n");
    assert_eq!(err, want);
}

#[test]
fn errors_point_at_the_source() {
    let f = temp_file("bad.mlir", b"func.func @f() {\n  %0 = \"x.y\"() : () -> (i32\n}\n");
    let (code, out, err) = sparsir(&["opt", &f], None);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.starts_with(&format!("{f}:2:")), "{err}");
    assert!(err.contains(": error: "), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(lines[2].trim_start() == "^", "{err}");
}

#[test]
fn verify_diagnostics_passes_and_fails_like_mlir() {
    let good = "func.func @f() {\n  // expected-error@+1 {{custom op 'retur' is unknown}}\n  retur\n}\n\
                // -----\nfunc.func @g() {\n  return\n}\n";
    let f = temp_file("expect_ok.mlir", good.as_bytes());
    let (code, out, err) = sparsir(&["opt", "--split-input-file", "--verify-diagnostics", &f], None);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "// -----\nmodule {\n  func.func @g() {\n    return\n  }\n}\n\n");

    let bad = "func.func @f() {\n  retur\n}\n// -----\n// expected-error {{never}}\n";
    let f = temp_file("expect_bad.mlir", bad.as_bytes());
    let (code, _, err) = sparsir(&["opt", "--split-input-file", "--verify-diagnostics", &f], None);
    assert_eq!(code, 1);
    let want = format!(
        "{f}:2:3: error: unexpected error: custom op 'retur' is unknown (tried 'func.retur' as well)\n  retur\n  ^\n\
         {f}:5:4: error: expected error \"never\" was not produced\n// expected-error {{{{never}}}}\n   ^\n"
    );
    assert_eq!(err, want);
}

#[test]
fn invalid_utf8_points_at_the_first_bad_byte() {
    let f = temp_file("utf8.mlir", b"func.func @f() {\n  // caf\xc3\xa9 \xff\n  return\n}\n");
    let (code, out, err) = sparsir(&["opt", &f], None);
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        format!("{f}:2:11: error: invalid UTF-8 byte 0xff in the input\n  // café \u{fffd}\n          ^\n")
    );
}

#[test]
fn missing_input_is_an_error_not_a_panic() {
    let (code, out, err) = sparsir(&["opt", "/nonexistent/dir/x.mlir"], None);
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(err, "error: cannot open input file '/nonexistent/dir/x.mlir': No such file or directory\n");
    let dir = std::env::temp_dir();
    let (code, _, err) = sparsir(&["opt", dir.to_str().unwrap()], None);
    assert_eq!(code, 1);
    assert!(err.starts_with("error: cannot open input file"), "{err}");
}

#[test]
fn deep_nesting_is_a_diagnostic() {
    let depth = 5000;
    let text = format!("{}{}", "\"t.r\"() ({\n".repeat(depth), "}) : () -> ()\n".repeat(depth));
    let f = temp_file("deep.mlir", text.as_bytes());
    let (code, _, err) = sparsir(&["opt", &f], None);
    assert_eq!(code, 1);
    assert!(err.contains("error: nesting deeper than"), "{err}");
    let ty = format!("\"t.c\"() : () -> {}i32{}\n", "tuple<".repeat(100_000), ">".repeat(100_000));
    let f = temp_file("deep_type.mlir", ty.as_bytes());
    let (code, _, err) = sparsir(&["opt", &f], None);
    assert_eq!(code, 1);
    assert!(err.contains("error: nesting deeper than"), "{err}");
}

/// An element-wise sum into a CSR output, its inputs in encoding `enc`.
fn csr_sum(enc: &str) -> String {
    format!(
        "#In = #sparse_tensor.encoding<{{ {enc} }}>\n\
         #CSR = #sparse_tensor.encoding<{{ map = (i, j) -> (i : dense, j : compressed) }}>\n\
         #ew = {{ indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, \
         affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"] }}\n\
         func.func @add(%a: tensor<4x5xf64, #In>, %b: tensor<4x5xf64, #In>) -> tensor<4x5xf64, #CSR> {{\n\
           %e = tensor.empty() : tensor<4x5xf64, #CSR>\n\
           %c = linalg.generic #ew ins(%a, %b : tensor<4x5xf64, #In>, tensor<4x5xf64, #In>) \
         outs(%e : tensor<4x5xf64, #CSR>) {{\n\
           ^bb0(%x: f64, %y: f64, %o: f64):\n\
             %s = arith.addf %x, %y : f64\n\
             linalg.yield %s : f64\n\
           }} -> tensor<4x5xf64, #CSR>\n\
           return %c : tensor<4x5xf64, #CSR>\n\
         }}\n"
    )
}

/// A CSR output built row by row skips the order check only when the levels the loops walk
/// are ordered and unique (the loops then yield increasing columns); a COO input
/// (nonunique rows, walked as stored) keeps the check.
#[test]
fn csr_outputs_claim_order_only_from_ordered_unique_inputs() {
    let lowered = |enc: &str| {
        let f = temp_file("csr_sum.mlir", csr_sum(enc).as_bytes());
        let (code, out, err) = sparsir(&["opt", "--lower", &f], None);
        assert_eq!((code, err.as_str()), (0, ""), "{enc}");
        let finish =
            out.lines().find(|l| l.contains("call @sparsir_kernel_out_finish_rows")).map(str::to_owned);
        finish.unwrap_or_else(|| panic!("no CSR output built row by row for {enc}:\n{out}"))
    };
    assert!(lowered("map = (i, j) -> (i : dense, j : compressed)").contains("ordered = 1"));
    assert!(lowered("map = (i, j) -> (i : compressed, j : compressed)").contains("ordered = 1"));
    let coo = lowered("map = (i, j) -> (i : compressed(nonunique), j : singleton)");
    assert!(!coo.contains("ordered"), "{coo}");
    // Unordered levels are converted to ordered ones before the loops: the claim holds.
    assert!(lowered("map = (i, j) -> (i : dense, j : compressed(nonordered))").contains("ordered = 1"));
}

/// A row reduction whose monoid has a terminal value (`ori`, `andi`, integer max/min,
/// `maxnumf`) walks its row in one `while` that stops once the accumulator holds it: the
/// row loop is the only `for`. The float maximum by `cmpf` + `select` (not terminal: a
/// later NaN wins) walks the row to its end: a `while` until the accumulator holds a value,
/// then a `for` over the rest (`accumulating_loop`). The golden program
/// `kernels/terminal_reductions.mlir` checks the answers.
#[test]
fn terminal_reductions_stop_early() {
    let whiles = count_per_func("kernels/terminal_reductions.mlir", "scf.while");
    // `any_marked` reads `A`'s rows at a sparse vector's coordinates: the loops that
    // prefetch such rows (`kernel::prefetch`) are not counted.
    let fors = count_loops_per_func("kernels/terminal_reductions.mlir");
    for f in ["any_marked", "all_ones", "max_i32", "min_i8_select", "max_u8", "maxnum_f64"] {
        assert_eq!((whiles.get(f), fors.get(f)), (Some(&1), Some(&1)), "{f}: {whiles:?} {fors:?}");
    }
    let f = "max_select_f64";
    assert_eq!((whiles.get(f), fors.get(f)), (Some(&1), Some(&2)), "{whiles:?} {fors:?}");
}

/// A dense output updated through `binary(x, out)` whose output branch is `identity`
/// walks only the input's entries (no per-element case split, no `scf.if`); a branch that
/// computes from the output still visits every element. Answers: the golden program
/// `kernels/output_passthrough.mlir`.
#[test]
fn output_passed_through_is_not_visited() {
    let ifs = count_per_func("kernels/output_passthrough.mlir", "scf.if");
    assert_eq!(ifs.get("set_right"), Some(&0), "{ifs:?}");
    assert_eq!(ifs.get("set_left"), Some(&0), "{ifs:?}");
    assert!(ifs.get("double_rest").is_some_and(|&n| n > 0), "{ifs:?}");
}

/// Rows of `B` (SpMM) and `Y` (SDDMM) are prefetched with a look-ahead bounded by the
/// coordinate buffer's length (`memref.dim`), not by the current row's end: rows shorter
/// than the look-ahead get their prefetches too. Answers: the golden program
/// `kernels/row_prefetch_lookahead.mlir` (results unchanged on both backends).
#[test]
fn row_prefetches_look_past_the_row_end() {
    let path = format!("{}/tests/run/kernels/row_prefetch_lookahead.mlir", env!("CARGO_MANIFEST_DIR"));
    let (code, lowered, err) = sparsir(&["opt", "--lower", &path], None);
    assert_eq!(code, 0, "{err}");
    for f in ["spmm_csr", "spmm_dcsr", "sddmm_csr"] {
        let bounds = prefetch_bounds(&lowered, f);
        assert!(!bounds.is_empty(), "{f}: no prefetch");
        assert!(bounds.iter().all(|b| b == "memref.dim"), "{f}: look-ahead bounded by {bounds:?}");
    }
}

/// The innermost loop over a CSR operand's rows, read in order, prefetches its coordinates
/// and values ahead (two `memref.prefetch` per loop, whatever the widths and value type,
/// in the plain and the accumulating loop); a DCSR operand gets none, and SpGEMM keeps only
/// its two prefetch loops over `B`'s rows (coordinates, values) — `B`'s fibers are read at
/// `A`'s coordinates, not in order. SpMV's plain fiber loop — and the `for` part of its
/// accumulating loop into a sparse vector — comes twice, once with a third prefetch (`x[crd[q + 64]]`), chosen by
/// the runtime's answer (`sparsir_kernel_gather_is_random`, asked once per call); the DCSR
/// SpMV gets that version too. Answers: the golden programs `kernels/stream_prefetch.mlir`
/// and `native/spmv_scattered_gather.mlir`.
#[test]
fn stream_prefetches_only_fibers_read_in_order() {
    let counts = count_per_func("kernels/stream_prefetch.mlir", "memref.prefetch");
    for f in ["spmv_csr", "spmv_csr8_f32", "spmv_csr32_i32", "spmv_sparse_out"] {
        assert_eq!(counts.get(f), Some(&5), "{f}: {counts:?}");
    }
    assert_eq!(counts.get("spmv_dcsr"), Some(&1), "{counts:?}");
    assert_eq!(counts.get("spgemm"), Some(&2), "{counts:?}");
    let asked = count_per_func("kernels/stream_prefetch.mlir", "@sparsir_kernel_gather_is_random");
    for f in ["spmv_csr", "spmv_csr8_f32", "spmv_csr32_i32", "spmv_dcsr", "spmv_sparse_out"] {
        assert_eq!(asked.get(f), Some(&1), "{f}: {asked:?}");
    }
    assert_eq!(asked.get("spgemm"), Some(&0), "{asked:?}");
    // Two vectors read at one level's coordinates: one question, and the prefetching
    // version requests both (2 × 2 stream prefetches + 2).
    let asked = count_per_func("kernels/gather_two_vectors.mlir", "@sparsir_kernel_gather_is_random");
    assert_eq!(asked.get("scaled_spmv"), Some(&1), "{asked:?}");
    let counts = count_per_func("kernels/gather_two_vectors.mlir", "memref.prefetch");
    assert_eq!(counts.get("scaled_spmv"), Some(&6), "{counts:?}");
}

/// The lines of `@spgemm` in the loop IR of `kernels/stream_prefetch.mlir`.
fn lowered_spgemm() -> String {
    let path = format!("{}/tests/run/kernels/stream_prefetch.mlir", env!("CARGO_MANIFEST_DIR"));
    let (code, lowered, err) = sparsir(&["opt", "--lower", &path], None);
    assert_eq!(code, 0, "{err}");
    let start = lowered.find("func.func @spgemm(").expect("spgemm");
    lowered[start..].lines().take_while(|l| *l != "  }").collect::<Vec<_>>().join("\n")
}

/// SpGEMM's look-ahead into `B`'s rows is asked for only when `B`'s rows are long (16
/// entries on average): that test does not change in the loop, so it comes first, and the
/// coordinate ahead is read inside the `scf.if` it guards — short rows (the Laplacian's)
/// cost the loop one branch, not a load and two tests per entry. Under the test, the row's
/// bounds are read and every line of its coordinates and values is prefetched, each in a
/// loop of its own.
#[test]
fn spgemm_reads_ahead_only_for_long_rows() {
    let lowered = lowered_spgemm();
    let body: Vec<&str> = lowered.lines().collect();
    let long = body.iter().position(|l| l.contains("arith.cmpi uge")).expect("the long-rows test");
    let guard = body[long].split_whitespace().next().expect("its value").to_string();
    assert!(body[long + 1].trim_start().starts_with(&format!("scf.if {guard} {{")), "{}", body[long + 1]);
    let first_prefetch = body.iter().position(|l| l.contains("memref.prefetch")).expect("a prefetch");
    let loads_between = body[long..first_prefetch].iter().filter(|l| l.contains("memref.load")).count();
    assert_eq!(loads_between, 3, "the coordinate ahead and B's row bounds, all under the test");
    let prefetch_loops = body[long..].windows(2).filter(|w| is_prefetch_loop(w[0], Some(w[1]))).count();
    assert_eq!(prefetch_loops, 2, "one loop over B's row for its coordinates, one for its values");
    let loads_before = body[..long].iter().filter(|l| l.contains("memref.load")).count();
    assert_eq!(loads_before, 2, "A's row bounds only: {:?}", &body[..long]);
}

/// SpGEMM's workspace update is one `scf.if` on the column's flag with both cases as its
/// branches (update an entry present / insert an absent one), not two `scf.if`s on the
/// flag and its negation: the C compiler then sees `A[i, k]`, loaded in both, as loaded
/// on every path and hoists it out of the loop over `B`'s row.
#[test]
fn spgemm_updates_its_workspace_in_one_if_else() {
    let lowered = lowered_spgemm();
    let body: Vec<&str> = lowered.lines().collect();
    let flag =
        body.iter().position(|l| l.contains(": memref<?xi1>") && l.contains("memref.load")).expect("flag");
    let value = body[flag].split_whitespace().next().expect("its value").to_string();
    assert!(body[flag + 1].trim_start() == format!("scf.if {value} {{"), "{}", body[flag + 1]);
    let close = body[flag + 1..].iter().position(|l| l.trim_start().starts_with("} else {")).expect("else");
    let else_end = body[flag + 1 + close..].iter().position(|l| l.trim_start() == "}").expect("end");
    let branches = &body[flag + 1..flag + 1 + close + else_end];
    assert_eq!(branches.iter().filter(|l| l.contains("arith.mulf")).count(), 2, "{branches:?}");
    assert!(!body.iter().any(|l| l.contains("arith.xori") && l.contains(&value)), "no negated flag");
}

/// For each `scf.if` of function `func` whose block starts prefetching, the op defining the
/// upper bound of the `arith.cmpi ult` it tests.
fn prefetch_bounds(lowered: &str, func: &str) -> Vec<String> {
    let start = lowered.find(&format!("func.func @{func}(")).expect("function");
    let body = &lowered[start..];
    let body = &body[..body[1..].find("func.func @").map_or(body.len(), |e| e + 1)];
    let lines: Vec<&str> = body.lines().map(str::trim).collect();
    let def = |var: &str| {
        let prefix = format!("{var} = ");
        lines
            .iter()
            .find_map(|l| l.strip_prefix(&prefix))
            .map(|rhs| rhs.split_whitespace().collect::<Vec<_>>())
    };
    let mut bounds = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(cond) = line.strip_prefix("scf.if ").and_then(|r| r.strip_suffix(" {")) else { continue };
        let block = lines[i + 1..].iter().take_while(|l| !l.starts_with('}'));
        if !block.clone().any(|l| l.starts_with("memref.prefetch")) {
            continue;
        }
        let cmp = def(cond).expect("condition defined");
        assert_eq!(&cmp[..2], ["arith.cmpi", "ult,"], "{line}: {cmp:?}");
        let end = cmp[3].trim_end_matches(',');
        bounds.push(def(end).map_or("argument".to_string(), |rhs| rhs[0].to_string()));
    }
    bounds
}

/// The loop IR (`sparsir opt --lower`) of the golden program `tests/run/{prog}`.
fn lower_golden(prog: &str) -> String {
    let path = format!("{}/tests/run/{prog}", env!("CARGO_MANIFEST_DIR"));
    let (code, lowered, err) = sparsir(&["opt", "--lower", &path], None);
    assert_eq!(code, 0, "{err}");
    lowered
}

/// Whether `line` opens a prefetch loop: an `scf.for` whose body starts with
/// `memref.prefetch` (`next` is the line after it).
fn is_prefetch_loop(line: &str, next: Option<&str>) -> bool {
    line.contains("scf.for") && next.is_some_and(|n| n.contains("memref.prefetch"))
}

/// Lines of each function (every function listed) of the golden program
/// `tests/run/<prog>` lowered by `sparsir opt --lower` for which `counts_line(line, next)`
/// holds.
fn count_per_func_where(
    prog: &str,
    counts_line: impl Fn(&str, Option<&str>) -> bool,
) -> std::collections::BTreeMap<String, usize> {
    let lowered = lower_golden(prog);
    let lines: Vec<&str> = lowered.lines().collect();
    let mut counts = std::collections::BTreeMap::new();
    let mut func = String::new();
    for (k, line) in lines.iter().enumerate() {
        if let Some(rest) = line.trim_start().strip_prefix("func.func @") {
            func = rest.split('(').next().unwrap_or_default().to_string();
            counts.insert(func.clone(), 0);
        }
        if counts_line(line, lines.get(k + 1).copied()) {
            *counts.entry(func.clone()).or_insert(0) += 1;
        }
    }
    counts
}

/// Lines containing `pattern` in each function of the golden program `tests/run/<prog>`.
fn count_per_func(prog: &str, pattern: &str) -> std::collections::BTreeMap<String, usize> {
    count_per_func_where(prog, |line, _| line.contains(pattern))
}

/// Per function, the `scf.for` loops of `prog`'s loop IR that are not prefetch loops.
fn count_loops_per_func(prog: &str) -> std::collections::BTreeMap<String, usize> {
    count_per_func_where(prog, |line, next| line.contains("scf.for") && !is_prefetch_loop(line, next))
}
