//! The native backend as a user meets it: `--backend` and `SPARSIR_BACKEND`, the C it
//! prints (`opt --emit-c`), the on-disk cache (a second run compiles nothing; several
//! processes compiling at once), and the fallback to the interpreter without a compiler.
//! Outputs of both backends on every golden program are compared in `run_golden.rs`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod common;
use common::Scratch;

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples").join(name)
}

fn scratch(tag: &str) -> Scratch {
    Scratch::new(&format!("native-{tag}"))
}

fn sparsir(args: &[&str], cache: &Path, envs: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sparsir"));
    cmd.args(args).env("XDG_CACHE_HOME", cache).env_remove("SPARSIR_BACKEND").stdin(Stdio::null());
    cmd.env("TENSOR0", example("seed_bsr.mtx"));
    for (k, v) in envs {
        cmd.env(k, v);
    }
    cmd.output().expect("run sparsir")
}

fn cached_files(cache: &Path, ext: &str) -> Vec<PathBuf> {
    match std::fs::read_dir(cache.join("sparsir")) {
        Ok(rd) => rd.map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == ext)).collect(),
        Err(_) => vec![],
    }
}

const SPMV: &str = "spmv.mlir";

/// The C `sparsir opt --emit-c` prints for `prog` (the command must succeed).
fn emit_c(tag: &str, prog: &Path) -> String {
    let out = sparsir(&["opt", "--emit-c", prog.to_str().unwrap()], &scratch(tag), &[]);
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn emit_c_prints_a_restrict_qualified_function_per_loop_nest() {
    let c = emit_c("emit", &example(SPMV));
    assert!(c.contains("int32_t sparsir_region_0(const sp_rt *rt, sp_val *sc, sp_buf *bf)"), "{c}");
    assert!(c.contains("double *restrict"), "{c}");
    assert!(c.contains("#include <stdint.h>"), "{c}");
}

/// The benchmark's SpMM keeps a row of `C` in a local array for each specialised width
/// (`native::row_acc`): a change in the loops the sparsifier emits that no longer matches
/// the pattern would silently halve SpMM's speed; this notices it.
#[test]
fn spmm_rows_are_accumulated_in_local_arrays() {
    let c = emit_c("row-acc", &Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/kernels/spmm.mlir"));
    for width in [4, 8, 16, 32] {
        assert!(c.contains(&format!("[{width}];")), "a local row of {width}: {c}");
    }
    // The fill before the row loop starts each local row (`native::row_fill`) instead of
    // being stored and read back, and rows of 8, 16 and 32 doubles (whole 64-byte lines)
    // may be written back streamed; the region fences once.
    assert_eq!(c.matches("[r] = (double)((double)v").count(), 4, "rows start from the fill: {c}");
    assert_eq!(c.matches(" sp_stream_row(b").count(), 3, "streamed write-backs: {c}");
    assert_eq!(c.matches("  sp_stream_fence();").count(), 1, "one fence: {c}");
}

/// The benchmark's SDDMM computes its dot product four lanes at a time
/// (`native::lane_dot`) at widths 8, 16 and 32 — after its first point (the loop from `k
/// = 1`) and, had the loop started at 0, from there — and at width 4 from 0 only (three
/// lanes from 1 would need a read the loop does not make). A change in the loops the
/// sparsifier emits that no longer matches would silently cost SDDMM 10–20%.
#[test]
fn sddmm_dot_products_run_in_vectors() {
    let c = emit_c("lane-dot", &Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/kernels/sddmm.mlir"));
    assert_eq!(c.matches("sp_v4d u").count(), 7 * 4, "vectors: two loads and two products per version: {c}");
    // Vectors per load: widths 16 and 32 from 0 and from 1, 8 from 0 and 1, 4 from 0.
    assert_eq!(c.matches("memcpy(&u").count(), 2 * (4 + 4 + 8 + 8 + 2 + 2 + 1), "vector loads: {c}");
    assert!(c.contains("double la = s"), "{c}");
}

/// SDDMM's entries run four at a time (`native::entry_dot`) at the widths with at least
/// four lanes after the first point (8, 16, 32): per width one vector sum, four entries'
/// phase 1 and four tails, each entry's rows of `Y` transposed a vector of columns at a
/// time. Entries left over run the loop as written (`lane_dot` versions, as above). A
/// dense output (no first point, no appended entry) and a scalar total have no groups.
/// Like the test above: a change in the loops the sparsifier emits that no longer
/// matches would silently cost SDDMM 15% on the Laplacian.
#[test]
fn sddmm_entries_run_four_at_a_time() {
    let kernels = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/kernels/sddmm.mlir");
    let c = emit_c("entry-dot", &kernels);
    assert_eq!(c.matches("sp_v4d ed_acc = {ed_first[0], ").count(), 3, "one group per width: {c}");
    // Transposes per group: lanes 1..w in vectors of four (the last overlapping).
    assert_eq!(c.matches("sp_transpose4(&ed_u").count(), 2 + 4 + 8, "{c}");
    assert_eq!(c.matches("ed_first[3] = s").count(), 3, "phase 1 of the fourth entry: {c}");
    assert_eq!(c.matches("= ed_acc[3]; s").count(), 3, "the fourth entry's tail: {c}");
    assert!(c.contains("for (; ed_g") && c.contains(" >= 4; ed_g"), "four entries at a time: {c}");
    let run = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    for plain in ["kernels/sddmm_dense_out.mlir", "native/lane_dot_order.mlir"] {
        let c = emit_c("no-entry-dot", &run.join(plain));
        let groups = c.matches("sp_v4d ed_acc").count();
        // lane_dot_order's `@sddmm` has groups; its `@total` (a scalar) has none.
        let expected = if plain.contains("lane_dot") { 3 } else { 0 };
        assert_eq!(groups, expected, "{plain}: {c}");
    }
}

/// With `-DSP_STREAM_MIN_BYTES=0` every row of 16 doubles with entries in
/// `run/native/spmm_streamed_rows.mlir` is written back with streaming stores (its 2.5 MB
/// output is mapped, so page-aligned) wherever the loop runs on at least
/// `SP_STREAM_MIN_CORES` threads at once: at two threads with the default (2), and at one
/// with `-DSP_STREAM_MIN_CORES=1`. The program must still print MLIR 22's output (the
/// golden test runs it with the default flags, where that output is too small to stream).
#[test]
fn rows_written_back_streamed_print_what_mlir_prints() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run/native");
    let file = dir.join("spmm_streamed_rows.mlir");
    let expected = std::fs::read_to_string(dir.join("spmm_streamed_rows.expected")).unwrap();
    let cache = scratch("streamed");
    for (threads, cores) in [("2", ""), ("1", " -DSP_STREAM_MIN_CORES=1")] {
        let flags = format!("-O3 -march=native -DSP_STREAM_MIN_BYTES=0{cores}");
        let envs = [("SPARSIR_THREADS", threads), ("SPARSIR_CFLAGS", flags.as_str())];
        let out = sparsir(&["run", file.to_str().unwrap()], &cache, &envs);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{threads} threads,{cores}");
    }
    let c = emit_c("streamed-c", &file);
    assert!(c.contains("if (rt->cores >= SP_STREAM_MIN_CORES && ") && c.contains(" sp_stream_row(b"), "{c}");
}

/// `run/native/spmv_row_elems.mlir`: the two matrix-vector products that store their
/// output element before reading it (one `f64`, one `i64`) hold it in a local and store it
/// once per row (`native::out_elem`); the one that reads its old value first does not.
/// Every fiber loop with a stream look-ahead has a version for short rows, which makes its
/// requests before the loop (`native::short_fiber`). The program prints MLIR 22's output
/// at one, two and three threads (the golden test runs it on both backends at the
/// default thread count).
#[test]
fn row_elements_and_short_fibers_print_what_mlir_prints() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run/native");
    let file = dir.join("spmv_row_elems.mlir");
    let expected = std::fs::read_to_string(dir.join("spmv_row_elems.expected")).unwrap();
    let cache = scratch("row-elems");
    // The default split, every row taking the short version, and none.
    let runs =
        [("1", ""), ("2", ""), ("3", ""), ("2", " -DSP_SHORT_FIBER=1000"), ("2", " -DSP_SHORT_FIBER=-1")];
    for (threads, short) in runs {
        let flags = format!("-O3 -march=native{short}");
        let envs = [("SPARSIR_THREADS", threads), ("SPARSIR_CFLAGS", flags.as_str())];
        let out = sparsir(&["run", file.to_str().unwrap()], &cache, &envs);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{threads} threads,{short}");
    }
    let c = emit_c("row-elems-c", &file);
    let held = c.lines().filter(|l| l.trim_start().starts_with("double e") && l.ends_with(" = 0;")).count();
    let held_i64 =
        c.lines().filter(|l| l.trim_start().starts_with("int64_t e") && l.ends_with(" = 0;")).count();
    assert_eq!((held, held_i64), (1, 1), "{c}");
    let short = c.matches(") <= SP_SHORT_FIBER) {").count();
    let fibers = c.matches("for (int64_t").count();
    assert!(short >= 3 && short * 2 <= fibers, "{short} short versions of {fibers} loops: {c}");
}

/// The loop IR `sparsir opt --lower` prints for a benchmark kernel.
fn lowered(tag: &str, kernel: &str) -> String {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/kernels").join(kernel);
    let out = sparsir(&["opt", "--lower", file.to_str().unwrap()], &scratch(tag), &[]);
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// SDDMM appends at most one entry per stored entry of its sampling matrix, row by row:
/// one reservation of `pos[rows] - pos[0]` before the row loop covers every append, and
/// the compiled loops check no capacity at all. A + B appends up to the sum of two rows'
/// lengths, which no single fiber bounds: its reservation stays in the row loop.
#[test]
fn sddmm_reserves_once_before_its_row_loop() {
    let loops = lowered("hoist-sddmm", "sddmm.mlir");
    let first_loop = loops.find("scf.for").expect("a loop");
    let reserves: Vec<usize> = loops.match_indices("call @sparsir_reserve").map(|(at, _)| at).collect();
    assert_eq!(reserves.len(), 2, "values and columns: {loops}");
    assert!(reserves.iter().all(|&at| at < first_loop), "before the row loop: {loops}");
    let c =
        emit_c("hoist-sddmm-c", &Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/kernels/sddmm.mlir"));
    assert!(!c.contains("rt->grow("), "no capacity check in the loops: {c}");
    // The dot product over `k` is printed once per common width (`native::fixed_width`;
    // `tests/run/kernels/sddmm_widths.mlir` runs each of them against MLIR's output).
    for width in [4, 8, 16, 32] {
        assert!(c.contains(&format!(" == {width}) {{")), "a loop for k = {width}: {c}");
        assert!(c.contains(&format!(" < {width}; ")), "a literal bound {width}: {c}");
    }
    let loops = lowered("hoist-add", "add.mlir");
    let first_loop = loops.find("scf.for").expect("a loop");
    let reserves: Vec<usize> = loops.match_indices("call @sparsir_reserve").map(|(at, _)| at).collect();
    assert!(!reserves.is_empty() && reserves.iter().all(|&at| at > first_loop), "in the row loop: {loops}");
}

/// Loops of `memref.load` / `memref.store` written by the user are native code too: each
/// index's bounds check is an assert inside the loop (with the interpreter's message, see
/// `tests/run/native/loop_load_oob`), not a runtime call that would keep it interpreted.
#[test]
fn user_loops_over_memrefs_compile_to_c() {
    let c = emit_c(
        "memref-loops",
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run/native/loop_load_oob.mlir"),
    );
    assert_eq!(c.matches("int32_t sparsir_region_").count(), 2, "both loops: {c}");
}

#[test]
fn a_second_run_compiles_nothing_and_prints_the_same() {
    let cache = scratch("cache");
    let file = example(SPMV);
    let first = sparsir(&["run", file.to_str().unwrap()], &cache, &[]);
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    let libs = cached_files(&cache, "so");
    assert_eq!(libs.len(), 1, "one library per program: {libs:?}");
    assert_eq!(cached_files(&cache, "c").len(), 1);
    // A hit marks the library used (its time changes); a compile renames a new file in.
    let inode = |p: &Path| std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(p).unwrap());
    let stamp = inode(&libs[0]);
    let second = sparsir(&["run", file.to_str().unwrap()], &cache, &[]);
    assert_eq!(first.stdout, second.stdout);
    assert_eq!(cached_files(&cache, "so"), libs);
    assert_eq!(inode(&libs[0]), stamp, "recompiled");
    let interp = sparsir(&["run", "--backend", "interp", file.to_str().unwrap()], &cache, &[]);
    assert_eq!(first.stdout, interp.stdout);
    // Other flags are another library.
    let o1 = sparsir(&["run", file.to_str().unwrap()], &cache, &[("SPARSIR_CFLAGS", "-O1")]);
    assert_eq!(first.stdout, o1.stdout);
    assert_eq!(cached_files(&cache, "so").len(), 2);
}

#[test]
fn processes_compiling_the_same_program_at_once_all_succeed() {
    let cache = scratch("race");
    let file = example(SPMV);
    let children: Vec<_> = (0..4)
        .map(|_| {
            Command::new(env!("CARGO_BIN_EXE_sparsir"))
                .args(["run", file.to_str().unwrap()])
                .env("XDG_CACHE_HOME", &*cache)
                .env("TENSOR0", example("seed_bsr.mtx"))
                .env_remove("SPARSIR_BACKEND")
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let outs: Vec<Output> = children.into_iter().map(|c| c.wait_with_output().unwrap()).collect();
    for o in &outs {
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(o.stdout, outs[0].stdout);
    }
    assert_eq!(cached_files(&cache, "so").len(), 1);
    let leftovers = std::fs::read_dir(cache.join("sparsir"))
        .unwrap()
        .flatten()
        .filter(|e| e.file_name() != ".last-prune")
        .count();
    assert_eq!(leftovers, 2, "only <key>.so and <key>.c remain (and the pruning stamp)");
}

#[test]
fn without_a_compiler_the_interpreter_runs_with_a_warning() {
    let cache = scratch("nocc");
    let file = example(SPMV);
    let out = sparsir(&["run", file.to_str().unwrap()], &cache, &[("CC", "/nonexistent/cc")]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("warning: no C compiler '/nonexistent/cc'"), "{err}");
    assert!(err.contains("running in the interpreter"), "{err}");
    let interp = sparsir(&["run", "--backend", "interp", file.to_str().unwrap()], &cache, &[]);
    assert_eq!(out.stdout, interp.stdout);
}

#[test]
fn the_backend_is_chosen_by_flag_or_environment() {
    let cache = scratch("choose");
    let file = example(SPMV);
    let bad = sparsir(&["run", file.to_str().unwrap()], &cache, &[("SPARSIR_BACKEND", "gpu")]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("SPARSIR_BACKEND: unknown backend 'gpu'"));
    // The interpreter compiles nothing.
    let interp = sparsir(&["run", file.to_str().unwrap()], &cache, &[("SPARSIR_BACKEND", "interp")]);
    assert!(interp.status.success());
    assert!(cached_files(&cache, "so").is_empty());
    let flag = sparsir(&["run", "--backend", "interp", file.to_str().unwrap()], &cache, &[]);
    assert_eq!(flag.stdout, interp.stdout);
    assert!(cached_files(&cache, "so").is_empty());
}

#[test]
fn threads_are_chosen_by_flag_or_environment() {
    let cache = scratch("threads");
    let file = example(SPMV);
    let file = file.to_str().unwrap();
    let default = sparsir(&["run", file], &cache, &[]);
    assert!(default.status.success());
    // Any thread count prints the same.
    for (args, envs) in [
        (vec!["run", "--threads", "1", file], vec![]),
        (vec!["run", "--threads", "3", file], vec![]),
        (vec!["run", file], vec![("SPARSIR_THREADS", "2")]),
        (vec!["run", "--threads", "1", file], vec![("SPARSIR_THREADS", "4")]),
    ] {
        let out = sparsir(&args, &cache, &envs);
        assert!(out.status.success(), "{args:?} {envs:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(out.stdout, default.stdout, "{args:?} {envs:?}");
    }
    let bad = sparsir(&["run", file], &cache, &[("SPARSIR_THREADS", "lots")]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("SPARSIR_THREADS='lots': expected a number of threads")
    );
    let zero = sparsir(&["run", "--threads", "0", file], &cache, &[]);
    assert_eq!(zero.status.code(), Some(2), "clap rejects it");
}
