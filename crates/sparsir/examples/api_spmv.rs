//! Compile an SpMV kernel once and call it many times through `sparsir::Program`.
//!
//! Why: the smallest complete example of the embedding API — a CSR matrix and a dense
//! vector built in Rust, moved into `Value`s once, passed to 100 calls without copying,
//! and the result read back. Run with `cargo run --release -p sparsir --example api_spmv`.

use std::sync::Arc;

use sparsir::storage::{Encoding, SparseTensor, ValBuf};
use sparsir::{Program, Value};

const SPMV: &str = include_str!("../benches/kernels/spmv.mlir");

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let program = Program::compile(SPMV)?;
    if let Some(why) = program.warning() {
        eprintln!("warning: {why}; running in the interpreter");
    }
    // The 2-D Laplacian of a 100 x 100 grid: every row sums to 0.
    let coo = sparsir::gen::laplacian_2d(100);
    let n = coo.dim_sizes[0];
    let csr = Encoding::parse(
        "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>",
    )?;
    let a = Value::sparse(SparseTensor::from_coo(Arc::new(csr), &coo)?);
    let x = Value::dense(vec![n], ValBuf::F64(vec![1.0; n as usize].into()))?;
    let started = std::time::Instant::now();
    let mut y = Vec::new();
    for _ in 0..100 {
        // Cloning a Value clones an Rc: the matrix and the vector are never copied.
        y = program.call("spmv", &[a.clone(), x.clone()])?;
    }
    let per_call = started.elapsed().as_secs_f64() / 100.0;
    let ValBuf::F64(vals) = &y[0].as_dense().ok_or("spmv returned no dense tensor")?.vals else {
        return Err("spmv returned no f64 values".into());
    };
    let max = vals.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    println!(
        "spmv on {n} rows ({} backend): {:.1} us per call, max |A 1| = {max}",
        program.backend().name(),
        per_call * 1e6
    );
    assert_eq!(max, 0.0, "the Laplacian's rows sum to 0");
    Ok(())
}
