//! Writes a random square Matrix Market file for timing the reader.
//!
//! Why: the reader's speed goal (≥ 2× fast_matrix_market on a 1M-row, 16M-entry real
//! general file) needs a reproducible input; this writes one with a fixed seed through
//! our own writer (uniform coordinates, values uniform in [0, 1) with shortest digits).
//!
//! `cargo run --release --example gen_mtx -- /tmp/x.mtx [rows] [entries] [seed]`

use std::path::Path;
use std::time::Instant;

use sparsir_storage::io::mtx::{write_mtx_file, MtxWriteOptions};
use sparsir_storage::{Coo, ValBuf};

/// xorshift64: a fixed, dependency-free random stream.
fn next(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).map_or("/tmp/x.mtx", String::as_str);
    let arg = |i: usize, d: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let (n, nnz, mut seed) = (arg(2, 1_000_000), arg(3, 16_000_000) as usize, arg(4, 0x9E37_79B9_7F4A_7C15));
    let mut crds = Vec::with_capacity(2 * nnz);
    let mut vals = Vec::with_capacity(nnz);
    for _ in 0..nnz {
        crds.push(next(&mut seed) % n);
        crds.push(next(&mut seed) % n);
        vals.push((next(&mut seed) >> 11) as f64 / (1u64 << 53) as f64);
    }
    let coo = Coo { dim_sizes: vec![n, n], crds: crds.into(), vals: ValBuf::F64(vals.into()) };
    let t = Instant::now();
    let opts =
        MtxWriteOptions { comments: vec![format!(" random {n}x{n}, {nnz} entries")], ..Default::default() };
    if let Err(e) = write_mtx_file(Path::new(path), &coo, &opts) {
        eprintln!("{e}");
        std::process::exit(1);
    }
    let size = std::fs::metadata(path).map_or(0, |m| m.len());
    println!("wrote {path}: {nnz} entries, {size} bytes in {:.3} s", t.elapsed().as_secs_f64());
}
