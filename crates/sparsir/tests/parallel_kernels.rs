//! Parallel kernels give exactly the storage one thread gives.
//!
//! Why: issue 14 asks that a sparse-output kernel (element-wise sum, SpGEMM) produce
//! identical storage at one and at several threads, and that dense outputs and row
//! workspaces split across threads stay correct. Random CSR matrices go through the
//! benchmark kernels (`benches/kernels/*.mlir`) once on one thread and once with every
//! parallel loop split into ranges (`sparsir_exec::threads::with_split_always`); the
//! results must be equal buffer for buffer. A larger matrix checks the default
//! thresholds really take the parallel path on a pool of two threads or more.

use std::sync::Arc;

use proptest::prelude::*;
use sparsir::storage::{Coo, ElemType, Encoding, SparseTensor, ValBuf};
use sparsir::{Program, Value};
use sparsir_exec::threads;

const CSR32: &str =
    "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>";

const KERNELS: [(&str, &str); 5] = [
    ("spmv", include_str!("../benches/kernels/spmv.mlir")),
    ("spmm", include_str!("../benches/kernels/spmm.mlir")),
    ("sddmm", include_str!("../benches/kernels/sddmm.mlir")),
    ("spgemm", include_str!("../benches/kernels/spgemm.mlir")),
    ("add", include_str!("../benches/kernels/add.mlir")),
];

/// A random `n x n` CSR matrix: entry `(i, j)` stored when `hash(i, j) % 100 < density`
/// (rows of very different lengths when `skew`), values small integers (exact sums).
fn matrix(n: u64, density: u64, skew: bool, seed: u64) -> SparseTensor {
    stored(CSR32, &entries(n, density, skew, seed))
}

const CSR: &str = "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>";
const CSC: &str = "#sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>";

/// `coo` stored in the encoding `enc`.
fn stored(enc: &str, coo: &Coo) -> SparseTensor {
    SparseTensor::from_coo(Arc::new(Encoding::parse(enc).unwrap()), coo).unwrap()
}

/// The entries of [`matrix`] as a coordinate list.
fn entries(n: u64, density: u64, skew: bool, seed: u64) -> Coo {
    let mut coo = Coo::new(vec![n, n], ElemType::F64);
    let mut vals = Vec::new();
    let mut h = seed | 1;
    for i in 0..n {
        for j in 0..n {
            h ^= h << 13;
            h ^= h >> 7;
            h ^= h << 17;
            let d = if skew && i % 7 == 0 { 100 } else { density };
            if h % 100 < d {
                coo.extend_crds([i, j]);
                vals.push((h % 9) as f64 - 4.0);
            }
        }
    }
    coo.vals = ValBuf::F64(vals.into());
    coo
}

fn dense(shape: Vec<u64>, seed: u64) -> Value {
    let n: u64 = shape.iter().product();
    let vals = (0..n).map(|k| ((k.wrapping_mul(seed | 1) >> 3) % 5) as f64 - 2.0).collect::<Vec<_>>();
    Value::dense(shape, ValBuf::F64(vals.into())).unwrap()
}

fn args(kernel: &str, a: &SparseTensor, seed: u64) -> Vec<Value> {
    let n = a.dim_sizes[0];
    let sparse = Value::sparse(a.clone());
    match kernel {
        "spmv" => vec![sparse, dense(vec![n], seed)],
        "spmm" => vec![sparse, dense(vec![n, 4], seed)],
        "sddmm" => vec![sparse, dense(vec![n, 3], seed), dense(vec![n, 3], seed + 1)],
        _ => vec![sparse.clone(), Value::sparse(a.clone())],
    }
}

/// The kernel's result as comparable storage.
fn result(program: &Program, kernel: &str, args: &[Value]) -> String {
    let out = program.call(kernel, args).unwrap();
    match (out[0].as_sparse(), out[0].as_dense()) {
        (Some(t), _) => format!("{:?} {:?}", t.levels, t.values),
        (_, Some(d)) => format!("{:?}", d.vals),
        _ => panic!("unexpected result"),
    }
}

fn programs() -> Vec<(&'static str, Program)> {
    KERNELS.iter().map(|&(k, text)| (k, Program::compile(text).unwrap())).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, failure_persistence: None, ..ProptestConfig::default() })]
    #[test]
    fn split_ranges_give_the_storage_of_one_thread(
        n in 1u64..70,
        density in 0u64..40,
        skew in any::<bool>(),
        seed in any::<u64>(),
    ) {
        thread_local! { static PROGRAMS: Vec<(&'static str, Program)> = programs(); }
        let a = matrix(n, density, skew, seed);
        PROGRAMS.with(|programs| {
            for (kernel, program) in programs {
                let args = args(kernel, &a, seed);
                let one = threads::with_limit(1, || result(program, kernel, &args));
                let before = threads::split_loops();
                let split = threads::with_split_always(|| result(program, kernel, &args));
                prop_assert!(n < 2 || threads::split_loops() > before, "{} did not split", kernel);
                prop_assert_eq!(&one, &split, "{} on a {}x{} matrix", kernel, n, n);
            }
            Ok(())
        })?;
    }
}

#[test]
fn large_inputs_take_the_parallel_path_and_agree() {
    let _ = threads::init_pool(2);
    let a = matrix(600, 20, true, 7);
    let two_threads = rayon::current_num_threads() >= 2;
    for (kernel, program) in programs() {
        let args = args(kernel, &a, 3);
        let one = threads::with_limit(1, || result(&program, kernel, &args));
        let before = threads::split_loops();
        let many = result(&program, kernel, &args);
        if two_threads {
            assert!(threads::split_loops() > before, "{kernel} did not run in parallel");
        }
        assert_eq!(one, many, "{kernel}");
    }
}

/// A kernel failing in some rows (integer division by zero) fails the same way when its
/// rows are split into ranges: the error of the first failing range, at the same op.
#[test]
fn failures_in_split_loops_are_the_sequential_errors() {
    let text = r#"
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#rows = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
func.func @quot(%a: tensor<?x?xi64, #CSR>, %x: tensor<?xi64>) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xi64, #CSR>
  %e = tensor.empty(%m) : tensor<?xi64>
  %y = linalg.generic #rows ins(%a, %x : tensor<?x?xi64, #CSR>, tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%av: i64, %xv: i64, %acc: i64):
    %q = arith.divsi %av, %xv : i64
    linalg.yield %q : i64
  } -> tensor<?xi64>
  return %y : tensor<?xi64>
}
"#;
    let n = 50u64;
    let mut coo = Coo::new(vec![n, n], ElemType::I64);
    let mut vals = Vec::new();
    for i in 0..n {
        coo.extend_crds([i, (i * 7) % n]);
        vals.push(i as i64 + 1);
    }
    coo.vals = ValBuf::I64(vals.into());
    let a = stored(CSR, &coo);
    // Zero divisors for the entries of rows 31 and 40.
    let x: Vec<i64> = (0..n).map(|j| if j == (31 * 7) % n || j == (40 * 7) % n { 0 } else { 3 }).collect();
    let args = [Value::sparse(a), Value::dense(vec![n], ValBuf::I64(x.into())).unwrap()];
    let program = Program::compile(text).unwrap();
    let interp = interpreted(text);
    let expected = interp.call("quot", &args).unwrap_err().to_string();
    assert!(expected.contains("division by zero"), "{expected}");
    let before = threads::split_loops();
    let split = threads::with_split_always(|| program.call("quot", &args)).unwrap_err().to_string();
    assert!(threads::split_loops() > before);
    assert_eq!(split, expected);
}

/// A kernel reducing every entry of a CSR matrix into a 0-d tensor starting at `init`:
/// the body computes `%v` from the entry `%x` and yields `body`.
fn all_entries(name: &str, init: &str, body: &str) -> String {
    format!(
        r#"
func.func @{name}(%a: tensor<?x?xf64, #CSR>) -> tensor<f64> {{
  %z = arith.constant {init} : f64
  %e = tensor.empty() : tensor<f64>
  %f = linalg.fill ins(%z : f64) outs(%e : tensor<f64>) -> tensor<f64>
  %r = linalg.generic #all ins(%a : tensor<?x?xf64, #CSR>) outs(%f : tensor<f64>) {{
  ^bb0(%x: f64, %o: f64):
    {body}
  }} -> tensor<f64>
  return %r : tensor<f64>
}}
"#
    )
}

fn reductions() -> String {
    let head = r#"
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#all = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
         iterator_types = ["reduction", "reduction"] }
#mv = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
        iterator_types = ["parallel", "reduction"] }
func.func @csc_mv(%a: tensor<?x?xf64, #CSC>, %x: tensor<?xf64>) -> tensor<?xf64> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  %m = tensor.dim %a, %c0 : tensor<?x?xf64, #CSC>
  %e = tensor.empty(%m) : tensor<?xf64>
  %f = linalg.fill ins(%z : f64) outs(%e : tensor<?xf64>) -> tensor<?xf64>
  %y = linalg.generic #mv ins(%a, %x : tensor<?x?xf64, #CSC>, tensor<?xf64>) outs(%f : tensor<?xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %y : tensor<?xf64>
}
"#;
    [
        head.to_string(),
        all_entries("sum", "0.0", "%s = arith.addf %o, %x : f64\n    linalg.yield %s : f64"),
        all_entries(
            "max",
            "-100.0",
            "%y = arith.mulf %x, %x : f64\n    %s = arith.maximumf %y, %o : f64\n    linalg.yield %s : f64",
        ),
        all_entries("diff", "0.0", "%s = arith.subf %o, %x : f64\n    linalg.yield %s : f64"),
    ]
    .concat()
}

fn dense_f64s(v: &Value) -> Vec<f64> {
    match &v.as_dense().expect("a dense result").vals {
        ValBuf::F64(x) => x.to_vec(),
        other => panic!("{other:?}"),
    }
}

/// Reductions over the outermost loop (a scalar sum, a max, SpMV over a CSC matrix) run
/// in ranges reducing into their own copies, combined in range order: with small
/// integer values the sums are exact, so any split gives one thread's result; a
/// non-associative body (`out - x`) is not split.
#[test]
fn reductions_split_into_ranges_and_combine() {
    let program = Program::compile(&reductions()).unwrap();
    let coo = entries(300, 15, true, 5);
    let csr = stored(CSR, &coo);
    let csc = stored(CSC, &coo);
    let x = dense(vec![300], 9);
    for (f, args) in [
        ("sum", vec![Value::sparse(csr.clone())]),
        ("max", vec![Value::sparse(csr.clone())]),
        ("csc_mv", vec![Value::sparse(csc), x]),
    ] {
        let one = threads::with_limit(1, || dense_f64s(&program.call(f, &args).unwrap()[0]));
        let before = threads::split_loops();
        let split = threads::with_split_always(|| dense_f64s(&program.call(f, &args).unwrap()[0]));
        assert!(threads::split_loops() > before, "{f} did not split");
        assert_eq!(one, split, "{f}");
    }
    let args = vec![Value::sparse(csr)];
    let one = threads::with_limit(1, || dense_f64s(&program.call("diff", &args).unwrap()[0]));
    let before = threads::split_loops();
    let split = threads::with_split_always(|| dense_f64s(&program.call("diff", &args).unwrap()[0]));
    assert_eq!(threads::split_loops(), before, "subtraction is not a reduction to split");
    assert_eq!(one, split);
}

/// Float sums of arbitrary values: a split associates differently from one thread (close,
/// not equal), but the same split gives the same bits every time.
#[test]
fn float_reductions_repeat_bit_for_bit_at_a_given_split() {
    let program = Program::compile(&reductions()).unwrap();
    let mut coo = entries(400, 20, false, 11);
    let n = coo.vals.len();
    coo.vals =
        ValBuf::F64((0..n).map(|k| ((k as f64) * 0.7310585786).sin() * 1e3).collect::<Vec<_>>().into());
    let csr = stored(CSR, &coo);
    let args = vec![Value::sparse(csr)];
    let one = threads::with_limit(1, || dense_f64s(&program.call("sum", &args).unwrap()[0]))[0];
    let runs: Vec<u64> = (0..5)
        .map(|_| {
            threads::with_split_always(|| dense_f64s(&program.call("sum", &args).unwrap()[0]))[0].to_bits()
        })
        .collect();
    assert!(runs.iter().all(|&b| b == runs[0]), "{runs:?}");
    let split = f64::from_bits(runs[0]);
    assert!((split - one).abs() <= 1e-9 * one.abs().max(1.0), "{split} vs {one}");
}

/// `text` compiled for the interpreter (the reference the split loops are checked against).
fn interpreted(text: &str) -> Program {
    let options = sparsir::program::Options { backend: sparsir_exec::Backend::Interp, ..Default::default() };
    Program::compile_with(text, &options).unwrap()
}

/// An SDDMM-shaped kernel `@name` over `elem`: `C = S .* (X ⊗ Yᵀ)` where a point's
/// product is `product` (of `%xv`, `%yv`), scaled by `S` with `scale` and summed with
/// `sum`; `x_enc` is `X`'s encoding suffix (`""`: dense).
fn sampled_kernel(name: &str, elem: &str, x_enc: &str, product: &str, scale: &str, sum: &str) -> String {
    format!(
        r#"
#CSR = #sparse_tensor.encoding<{{ map = (i, j) -> (i : dense, j : compressed) }}>
#sddmm = {{
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}}
func.func @{name}(%s: tensor<?x?x{elem}, #CSR>, %x: tensor<?x?x{elem}{x_enc}>, %y: tensor<?x?x{elem}>) -> tensor<?x?x{elem}, #CSR> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %s, %c0 : tensor<?x?x{elem}, #CSR>
  %n = tensor.dim %s, %c1 : tensor<?x?x{elem}, #CSR>
  %e = tensor.empty(%m, %n) : tensor<?x?x{elem}, #CSR>
  %c = linalg.generic #sddmm ins(%s, %x, %y : tensor<?x?x{elem}, #CSR>, tensor<?x?x{elem}{x_enc}>, tensor<?x?x{elem}>) outs(%e : tensor<?x?x{elem}, #CSR>) {{
  ^bb0(%sv: {elem}, %xv: {elem}, %yv: {elem}, %acc: {elem}):
    %p = {product} : {elem}
    %q = {scale} %sv, %p : {elem}
    %r = {sum} %acc, %q : {elem}
    linalg.yield %r : {elem}
  }} -> tensor<?x?x{elem}, #CSR>
  return %c : tensor<?x?x{elem}, #CSR>
}}
"#
    )
}

/// SDDMM whose `X` is sparse: a row of the result holds entries only where `X`'s row has
/// some. Split ranges append to the result in place, each from where the bound of the
/// entries before it ends (`S`'s positions), so ranges that fill less than their bound
/// leave gaps, closed up afterwards: the storage is still one thread's (and the
/// interpreter's), and both paths ran — SDDMM with a dense `X` fills every slice.
#[test]
fn in_place_appends_close_their_gaps() {
    let text = sampled_kernel("sampled", "f64", ", #CSR", "arith.mulf %xv, %yv", "arith.mulf", "arith.addf");
    let text = text.as_str();
    let program = Program::compile(text).unwrap();
    let interp = interpreted(text);
    let n = 120;
    let s = stored(CSR, &entries(n, 30, true, 3));
    // X (n x 4): rows 3..20 and 50..53 empty, others with a few entries.
    let mut x = Coo::new(vec![n, 4], ElemType::F64);
    let mut vals = Vec::new();
    for i in (0..n).filter(|i| !(3..20).contains(i) && !(50..53).contains(i)) {
        for k in (0..4).filter(|k| (i + k) % 3 != 0) {
            x.extend_crds([i, k]);
            vals.push((i % 5) as f64 + k as f64);
        }
    }
    x.vals = ValBuf::F64(vals.into());
    let sampled = vec![Value::sparse(s), Value::sparse(stored(CSR, &x)), dense(vec![n, 4], 5)];
    let expected = result(&interp, "sampled", &sampled);
    assert_eq!(threads::with_limit(1, || result(&program, "sampled", &sampled)), expected);
    let (runs, moved) = threads::in_place_appends();
    let split = threads::with_split_always(|| result(&program, "sampled", &sampled));
    assert_eq!(split, expected);
    let (runs_after, moved_after) = threads::in_place_appends();
    assert!(
        runs_after > runs && moved_after > moved,
        "no slice moved: {runs_after} runs, {moved_after} moved"
    );

    // SDDMM with a dense X fills every range's slice: appended in place, nothing moves.
    let (sddmm, text) = KERNELS[2];
    let program = Program::compile(text).unwrap();
    let a = matrix(90, 25, true, 4);
    let args = args(sddmm, &a, 6);
    let one = threads::with_limit(1, || result(&program, sddmm, &args));
    let (runs, moved) = threads::in_place_appends();
    assert_eq!(threads::with_split_always(|| result(&program, sddmm, &args)), one);
    assert_eq!(threads::in_place_appends(), (runs + 1, moved));
}

/// A range appending in place that fails (integer division by zero in some rows) fails the
/// split loop with the sequential loop's error, and the result is never built.
#[test]
fn in_place_appends_fail_as_one_thread_does() {
    let text = sampled_kernel("quot", "i64", "", "arith.divsi %xv, %yv", "arith.muli", "arith.addi");
    let text = text.as_str();
    let n = 80u64;
    let mut coo = Coo::new(vec![n, n], ElemType::I64);
    let mut vals = Vec::new();
    for i in 0..n {
        for j in [(i * 7) % n, (i * 7 + 3) % n] {
            coo.extend_crds([i, j]);
            vals.push(i as i64 + 1);
        }
    }
    coo.vals = ValBuf::I64(vals.into());
    let s = Value::sparse(stored(CSR, &coo));
    let x = Value::dense(vec![n, 2], ValBuf::I64((0..2 * n as i64).collect::<Vec<_>>().into())).unwrap();
    let y = |zero_row: Option<u64>| {
        let y: Vec<i64> = (0..2 * n).map(|e| if Some(e / 2) == zero_row { 0 } else { 3 }).collect();
        Value::dense(vec![n, 2], ValBuf::I64(y.into())).unwrap()
    };
    let program = Program::compile(text).unwrap();
    // Without a zero divisor the split loop appends in place.
    let (runs, _) = threads::in_place_appends();
    let fine = [s.clone(), x.clone(), y(None)];
    let one = threads::with_limit(1, || result(&program, "quot", &fine));
    assert_eq!(threads::with_split_always(|| result(&program, "quot", &fine)), one);
    assert_eq!(threads::in_place_appends().0, runs + 1);
    // Y's row 52 (reached from rows 7 and 76 of S) holds a zero divisor.
    let args = [s, x, y(Some(52))];
    let interp = interpreted(text);
    let expected = interp.call("quot", &args).unwrap_err().to_string();
    assert!(expected.contains("division by zero"), "{expected}");
    let split = threads::with_split_always(|| program.call("quot", &args)).unwrap_err().to_string();
    assert_eq!(split, expected);
}
