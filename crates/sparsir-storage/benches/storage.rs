//! Criterion benchmarks of the storage runtime's hot paths at 1M entries.
//!
//! Why: `sparsir bench storage` compares the full-size (16M-entry) runs against scipy and
//! fast_matrix_market once; these small criterion runs catch regressions between
//! commits in a couple of minutes (`cargo bench -p sparsir-storage`), with criterion's
//! statistics and change detection. Measured: Matrix Market read (file in the page
//! cache), COO→CSR and CSR→CSC with 32- and 64-bit index widths, on a uniform random
//! matrix (random order, duplicates), an R-MAT graph and a sorted 2-D Laplacian.
//! Results are freed outside the timed region (`iter_with_large_drop`), as in the CLI.
//!
//! The matrices come from `sparsir-gen` (a dev-dependency), the generators
//! `sparsir bench storage` uses too.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sparsir_storage::io::mtx::{read_mtx_file, write_mtx_file, MtxOptions, MtxWriteOptions};
use sparsir_storage::{Coo, Encoding, SparseTensor};

use sparsir_gen as gen;

/// Entries per matrix: big enough to leave the caches, small enough for quick runs.
const ENTRIES: usize = 1 << 20;

fn matrices() -> Vec<(&'static str, Coo)> {
    let seed = gen::DEFAULT_SEED;
    vec![
        ("er", gen::uniform(1 << 16, ENTRIES, seed)),
        ("rmat", gen::rmat(16, 16, seed)),
        ("lap2d", gen::laplacian_2d(458)),
    ]
}

fn encoding(csc: bool, bits: u8) -> Arc<Encoding> {
    let lvls = if csc { "d1 : dense, d0 : compressed" } else { "d0 : dense, d1 : compressed" };
    let widths = if bits == 0 { String::new() } else { format!(", posWidth = {bits}, crdWidth = {bits}") };
    let text = format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> ({lvls}){widths} }}>");
    Arc::new(Encoding::parse(&text).expect("valid encoding"))
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .nresamples(10_000)
        .configure_from_args()
}

/// A temporary file removed on drop.
struct TempFile(PathBuf);

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn bench_read(c: &mut Criterion) {
    let (_, coo) = matrices().swap_remove(0);
    let name = format!("sparsir-criterion-{}.mtx", std::process::id());
    let file = TempFile(std::env::temp_dir().join(name));
    write_mtx_file(&file.0, &coo, &MtxWriteOptions::default()).expect("write the .mtx");
    let bytes = std::fs::metadata(&file.0).expect("written").len();
    let mut group = c.benchmark_group("mtx_read");
    group.throughput(Throughput::Bytes(bytes));
    group.bench_function("er", |b| {
        b.iter_with_large_drop(|| read_mtx_file(&file.0, &MtxOptions::default()).expect("read"))
    });
    group.finish();
}

fn bench_convert(c: &mut Criterion) {
    let mut to_csr = c.benchmark_group("coo_to_csr");
    let all = matrices();
    for (name, coo) in &all {
        to_csr.throughput(Throughput::Elements(coo.len() as u64));
        for bits in [32u8, 0] {
            let enc = encoding(false, bits);
            let id = BenchmarkId::new(*name, width_name(bits));
            to_csr.bench_with_input(id, coo, |b, coo| {
                b.iter_with_large_drop(|| SparseTensor::from_coo(enc.clone(), coo).expect("build"))
            });
        }
    }
    to_csr.finish();
    let mut to_csc = c.benchmark_group("csr_to_csc");
    for (name, coo) in &all {
        for bits in [32u8, 0] {
            let csr = SparseTensor::from_coo(encoding(false, bits), coo).expect("build");
            let enc = encoding(true, bits);
            to_csc.throughput(Throughput::Elements(csr.values.len() as u64));
            let id = BenchmarkId::new(*name, width_name(bits));
            to_csc.bench_with_input(id, &csr, |b, csr| {
                b.iter_with_large_drop(|| csr.convert(enc.clone()).expect("convert"))
            });
        }
    }
    to_csc.finish();
}

fn width_name(bits: u8) -> &'static str {
    if bits == 32 {
        "32-bit"
    } else {
        "64-bit"
    }
}

criterion_group! {
    name = benches;
    config = config();
    targets = bench_read, bench_convert
}
criterion_main!(benches);
