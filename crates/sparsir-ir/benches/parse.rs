//! Parse / verify / print throughput on a large generated module.
//!
//! Why: programs with big dense constants or thousands of generated kernels must load in
//! well under a second per 50 MB (goal: parse + verify at 50 MB/s or more in release).
//! Run with `cargo bench -p sparsir-ir --bench parse` (`SPARSIR_BENCH_MB=100` for the
//! size, default 64; `SPARSIR_BENCH_REPS` repetitions, default 3, best time reported).
//!
//! The module mixes what sparse programs hold: sparse encodings, functions with
//! arith/scf/tensor/sparse_tensor-style ops (written in the generic form, which every op
//! has), loops with regions and block arguments, calls, and dense constants.

use std::fmt::Write;
use std::time::Instant;

use sparsir_ir::{parse, print, verify::verify, PrintOptions};

fn kernel(s: &mut String, k: usize) {
    let _ = write!(
        s,
        r#"func.func @spmv{k}(%a: tensor<1024x1024xf64, #CSR>, %x: tensor<1024xf64>, %y: tensor<1024xf64>) -> tensor<1024xf64> {{
  %c0 = "arith.constant"() <{{value = 0 : index}}> : () -> index
  %c1 = "arith.constant"() <{{value = 1 : index}}> : () -> index
  %n = "arith.constant"() <{{value = 1024 : index}}> : () -> index
  %zero = "arith.constant"() <{{value = 0.000000e+00 : f64}}> : () -> f64
  %pos = "sparse_tensor.positions"(%a) <{{level = 1 : index}}> : (tensor<1024x1024xf64, #CSR>) -> memref<?xindex>
  %crd = "sparse_tensor.coordinates"(%a) <{{level = 1 : index}}> : (tensor<1024x1024xf64, #CSR>) -> memref<?xindex>
  %val = "sparse_tensor.values"(%a) : (tensor<1024x1024xf64, #CSR>) -> memref<?xf64>
  %r = "scf.for"(%c0, %n, %c1, %y) ({{
  ^bb0(%i: index, %acc: tensor<1024xf64>):
    %lo = "memref.load"(%pos, %i) : (memref<?xindex>, index) -> index
    %i1 = "arith.addi"(%i, %c1) <{{overflowFlags = #arith.overflow<none>}}> : (index, index) -> index
    %hi = "memref.load"(%pos, %i1) : (memref<?xindex>, index) -> index
    %sum = "scf.for"(%lo, %hi, %c1, %zero) ({{
    ^bb0(%jj: index, %s: f64):
      %j = "memref.load"(%crd, %jj) : (memref<?xindex>, index) -> index
      %v = "memref.load"(%val, %jj) : (memref<?xf64>, index) -> f64
      %xj = "tensor.extract"(%x, %j) : (tensor<1024xf64>, index) -> f64
      %m = "arith.mulf"(%v, %xj) <{{fastmath = #arith.fastmath<none>}}> : (f64, f64) -> f64
      %s2 = "arith.addf"(%s, %m) <{{fastmath = #arith.fastmath<none>}}> : (f64, f64) -> f64
      "scf.yield"(%s2) : (f64) -> ()
    }}) : (index, index, index, f64) -> f64
    %yi = "tensor.insert"(%sum, %acc, %i) : (f64, tensor<1024xf64>, index) -> tensor<1024xf64>
    "scf.yield"(%yi) : (tensor<1024xf64>) -> ()
  }}) : (index, index, index, tensor<1024xf64>) -> tensor<1024xf64>
  %nnz = "sparse_tensor.number_of_entries"(%a) : (tensor<1024x1024xf64, #CSR>) -> index
  %cmp = "arith.cmpi"(%nnz, %c0) <{{predicate = 1 : i64}}> : (index, index) -> i1
  %out = "scf.if"(%cmp) ({{
    "scf.yield"(%r) : (tensor<1024xf64>) -> ()
  }}, {{
    "scf.yield"(%y) : (tensor<1024xf64>) -> ()
  }}) : (i1) -> tensor<1024xf64>
  return %out : tensor<1024xf64>
}}
"#
    );
}

fn constants(s: &mut String, k: usize) {
    let _ = writeln!(s, "func.func @consts{k}() -> (tensor<64xf64>, tensor<8x8xi32>) {{");
    s.push_str("  %d = \"arith.constant\"() <{value = dense<[");
    for i in 0..64 {
        if i > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "{:.6e}", (i as f64 + 0.5) * 1.25e-3 * (k % 97) as f64);
    }
    s.push_str("]> : tensor<64xf64>}> : () -> tensor<64xf64>\n");
    s.push_str("  %e = \"arith.constant\"() <{value = dense<[");
    for r in 0..8 {
        s.push_str(if r > 0 { ", [" } else { "[" });
        for c in 0..8 {
            if c > 0 {
                s.push_str(", ");
            }
            let _ = write!(s, "{}", (r * 8 + c) as i64 - 32 + k as i64 % 1000);
        }
        s.push(']');
    }
    s.push_str("]> : tensor<8x8xi32>}> : () -> tensor<8x8xi32>\n");
    s.push_str("  return %d, %e : tensor<64xf64>, tensor<8x8xi32>\n}\n");
}

fn caller(s: &mut String, k: usize) {
    let _ = write!(
        s,
        "func.func @main{k}(%a: tensor<1024x1024xf64, #CSR>, %x: tensor<1024xf64>) -> tensor<1024xf64> {{\n\
         \x20 %y = call @spmv{k}(%a, %x, %x) : (tensor<1024x1024xf64, #CSR>, tensor<1024xf64>, tensor<1024xf64>) -> tensor<1024xf64>\n\
         \x20 %c:2 = call @consts{k}() : () -> (tensor<64xf64>, tensor<8x8xi32>)\n\
         \x20 return %y : tensor<1024xf64>\n}}\n"
    );
}

/// A module of about `mb` megabytes.
fn program(mb: usize) -> String {
    let mut s = String::with_capacity((mb << 20) + (64 << 10));
    s.push_str("#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\n");
    s.push_str(
        "#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>\n",
    );
    s.push_str("module {\n");
    let mut k = 0;
    while s.len() < mb << 20 {
        kernel(&mut s, k);
        constants(&mut s, k);
        caller(&mut s, k);
        k += 1;
    }
    s.push_str("}\n");
    s
}

fn peak_rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok());
    kb.map_or(0.0, |kb| kb / 1024.0)
}

fn best<T>(reps: usize, mut f: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::INFINITY;
    let mut out = None;
    for _ in 0..reps {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed().as_secs_f64());
        out = Some(r);
    }
    (best, out.expect("at least one repetition"))
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else to parse.
    let mb: usize = std::env::var("SPARSIR_BENCH_MB").ok().and_then(|v| v.parse().ok()).unwrap_or(64);
    let reps: usize =
        std::env::var("SPARSIR_BENCH_REPS").ok().and_then(|v| v.parse().ok()).unwrap_or(3).max(1);
    let t = Instant::now();
    let text = program(mb);
    let size = text.len() as f64 / (1 << 20) as f64;
    println!("generated {size:.1} MB in {:.2} s (rss {:.0} MB)", t.elapsed().as_secs_f64(), peak_rss_mb());

    let (parse_s, ir) = best(reps, || parse(&text).expect("the generated module parses"));
    let (verify_s, ok) = best(reps, || verify(&ir).is_ok());
    assert!(ok, "the generated module verifies");
    println!("ops {}, values {}", ir.num_ops(), ir.num_values());
    println!("parse          {parse_s:7.3} s  {:7.1} MB/s", size / parse_s);
    println!("verify         {verify_s:7.3} s  {:7.1} MB/s", size / verify_s);
    println!("parse + verify {:7.3} s  {:7.1} MB/s", parse_s + verify_s, size / (parse_s + verify_s));
    if std::env::var_os("SPARSIR_BENCH_PARSE_ONLY").is_some() {
        return;
    }
    let (print_s, printed) = best(reps, || print(&ir, PrintOptions::default()));
    println!(
        "print          {print_s:7.3} s  {:7.1} MB/s ({:.1} MB)",
        size / print_s,
        printed.len() as f64 / (1 << 20) as f64
    );
    let again = parse(&printed).expect("the printed module parses");
    assert_eq!(print(&again, PrintOptions::default()), printed, "printing is a fixed point");
    println!("peak rss {:.0} MB", peak_rss_mb());
}
