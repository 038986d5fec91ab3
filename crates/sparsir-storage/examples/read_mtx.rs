//! Times the Matrix Market / FROSTT reader on a file (best of several runs).
//!
//! Why: the quick check of the reader's speed against fast_matrix_market (see
//! `gen_mtx`); not a benchmark suite, just `read_tensor_file` under a stopwatch.
//!
//! `cargo run --release --example read_mtx -- /tmp/x.mtx [runs]`

use std::path::Path;
use std::time::Instant;

use sparsir_storage::io::read_tensor_file;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).map_or("/tmp/x.mtx", String::as_str);
    let runs: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(3);
    let size = std::fs::metadata(path).map_or(0, |m| m.len()) as f64;
    let mut best = f64::INFINITY;
    for run in 0..runs {
        let t = Instant::now();
        let coo = match read_tensor_file(Path::new(path), None) {
            Ok(coo) => coo,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        };
        let secs = t.elapsed().as_secs_f64();
        best = best.min(secs);
        println!("run {run}: {} entries, {secs:.3} s", coo.len());
    }
    println!(
        "best {best:.3} s, {:.0} MB/s ({:.0} MB, {} threads)",
        size / best / 1e6,
        size / 1e6,
        rayon_threads()
    );
}

fn rayon_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
