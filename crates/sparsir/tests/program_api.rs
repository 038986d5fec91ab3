//! The compile-once API (`sparsir::Program`, `sparsir::Value`).
//!
//! Why: embedders rely on three promises beyond "it runs": tensors passed as `Value`s are
//! not copied, wrong arguments and failing programs are `Error` values (never panics or
//! crashes in compiled code), and printed output goes to the caller's sink.

use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;
use std::sync::Arc;

use sparsir::program::Options;
use sparsir::storage::{Coo, ElemType, Encoding, SparseTensor, ValBuf};
use sparsir::{Program, Value};
use sparsir_exec::Backend;

const SPMV: &str = include_str!("../benches/kernels/spmv.mlir");
const CSR32: &str =
    "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>";

fn matrix(enc: &str) -> SparseTensor {
    let mut coo = Coo::new(vec![3, 4], ElemType::F64);
    coo.crds = vec![0u64, 0, 0, 3, 2, 1].into();
    coo.vals = ValBuf::F64(vec![1.0, 2.0, 3.0].into());
    SparseTensor::from_coo(Arc::new(Encoding::parse(enc).unwrap()), &coo).unwrap()
}

fn f64s(v: &Value) -> Vec<f64> {
    match &v.as_dense().expect("dense").vals {
        ValBuf::F64(x) => x.to_vec(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn spmv_on_both_backends_without_copying_inputs() {
    for backend in [Backend::Native, Backend::Interp] {
        let program = Program::compile_with(SPMV, &Options { backend, ..Default::default() }).unwrap();
        let a = Value::sparse(matrix(CSR32));
        let x = Value::dense(vec![4], ValBuf::F64(vec![1.0, 2.0, 3.0, 4.0].into())).unwrap();
        let before = a.as_sparse().unwrap().values.len();
        let values_ptr = match &a.as_sparse().unwrap().values {
            ValBuf::F64(v) => v.as_ptr(),
            _ => unreachable!(),
        };
        for _ in 0..20 {
            let y = program.call("spmv", &[a.clone(), x.clone()]).unwrap();
            assert_eq!(f64s(&y[0]), [9.0, 0.0, 6.0]);
        }
        // The same buffers, untouched, and the only handle left gives them back.
        let t = a.into_sparse().unwrap();
        assert_eq!(t.values.len(), before);
        assert!(matches!(&t.values, ValBuf::F64(v) if v.as_ptr() == values_ptr));
    }
}

#[test]
fn wrong_arguments_are_errors() {
    let program = Program::compile(SPMV).unwrap();
    let x = Value::dense(vec![4], ValBuf::F64(vec![1.0; 4].into())).unwrap();
    let dense34 = Value::dense(vec![3, 4], ValBuf::F64(vec![0.0; 12].into())).unwrap();
    let csr64 =
        Value::sparse(matrix("#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>"));
    let csc = Value::sparse(matrix(
        "#sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed), posWidth = 32, crdWidth = 32 }>",
    ));
    for (args, want) in [
        (vec![csr64, x.clone()], "encoded as"),
        (vec![csc, x.clone()], "encoded as"),
        (vec![dense34.clone(), x.clone()], "expects a sparse tensor"),
        (vec![x.clone(), x.clone()], "expects sizes ?x?, got 4"),
        (vec![Value::float(1.0), x.clone()], "expects a tensor"),
        (vec![x.clone()], "takes 2 arguments"),
    ] {
        let err = program.call("spmv", &args).unwrap_err();
        assert!(err.message().contains(want), "{err}");
    }
    assert!(program.call("nope", &[]).unwrap_err().message().contains("'@nope' not found"));
    assert!(Value::dense(vec![2, 2], ValBuf::F64(vec![1.0].into())).is_err());
}

#[test]
fn compile_and_run_time_errors_name_the_place() {
    let err = Program::compile("func.func @f() {\n  %x = arith.addi\n}\n").err().unwrap();
    assert!(err.message().starts_with("<input>:2:"), "{err}");
    let text =
        "func.func @div(%a: i64, %b: i64) -> i64 {\n  %q = arith.divsi %a, %b : i64\n  return %q : i64\n}\n";
    let program = Program::compile(text).unwrap();
    assert_eq!(program.call("div", &[Value::int(7), Value::int(2)]).unwrap()[0].as_int(), Some(3));
    let err = program.call("div", &[Value::int(7), Value::int(0)]).unwrap_err();
    assert!(err.message().starts_with("<input>:2:"), "{err}");
}

#[derive(Clone)]
struct Sink(Rc<RefCell<Vec<u8>>>);

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn printed_output_goes_to_the_sink() {
    let text = "func.func @show(%v: i32) {\n  vector.print %v : i32\n  return\n}\n";
    let program = Program::compile(text).unwrap();
    let sink = Sink(Rc::new(RefCell::new(Vec::new())));
    program.set_output(Box::new(sink.clone()));
    program.call("show", &[Value::int(5)]).unwrap();
    // i32 arguments are narrowed to 32 bits.
    program.call("show", &[Value::int(1 << 32 | 7)]).unwrap();
    assert_eq!(String::from_utf8(sink.0.borrow().clone()).unwrap(), "5\n7\n");
}

/// A dense output that a kernel writes in full (the fill left to SpMV) may be a buffer an
/// earlier call dropped (`sparsir_storage::recycle`): its stale values must never show.
/// Rows without entries in the second matrix read 0, not the first call's values — with
/// rows walked densely (CSR: each row filled as it is visited) and not (DCSR: the whole
/// output filled before the loops), on both backends.
#[test]
fn a_recycled_output_buffer_shows_no_stale_values() {
    let rows = 600_000u64; // 4.8 MB of f64: large enough to be kept
    let csr = SPMV.to_string();
    let dcsr = SPMV.replace("(i : dense, j : compressed)", "(i : compressed, j : compressed)");
    assert_ne!(csr, dcsr);
    for (text, enc) in [(&csr, CSR32.to_string()), (&dcsr, CSR32.replace("i : dense", "i : compressed"))] {
        let enc = Arc::new(Encoding::parse(&enc).unwrap());
        let build = |every: u64, col: u64, val: f64| {
            let mut coo = Coo::new(vec![rows, 4], ElemType::F64);
            let kept: Vec<u64> = (0..rows).filter(|i| i % every == 0).collect();
            coo.crds = kept.iter().flat_map(|&i| [i, col]).collect::<Vec<u64>>().into();
            coo.vals = ValBuf::F64(vec![val; kept.len()].into());
            Value::sparse(SparseTensor::from_coo(enc.clone(), &coo).unwrap())
        };
        let x = Value::dense(vec![4], ValBuf::F64(vec![5.0, 7.0, 0.0, 0.0].into())).unwrap();
        for backend in [Backend::Native, Backend::Interp] {
            let program = Program::compile_with(text, &Options { backend, ..Default::default() }).unwrap();
            let full = build(1, 0, 1.0);
            let sparse = build(3, 1, 2.0);
            for _ in 0..3 {
                let y = program.call("spmv", &[full.clone(), x.clone()]).unwrap();
                assert!(f64s(&y[0]).iter().all(|&v| v == 5.0));
                drop(y);
                let y = f64s(&program.call("spmv", &[sparse.clone(), x.clone()]).unwrap()[0]);
                let wrong = (0..rows as usize).find(|&i| y[i] != if i % 3 == 0 { 14.0 } else { 0.0 });
                assert_eq!(wrong, None, "{backend:?} {text}");
            }
        }
    }
}

/// A row workspace's values and coordinate list (SpGEMM's dense row of the output's width)
/// are allocated without zeros: kept buffers of an earlier call, with that call's values
/// (`kernel::codegen`, `alloc_overwritten`). The kernel must read a value only where its
/// flag says this row stored one: a stale value read as the start of a sum would show
/// here as a doubled entry on the second and third calls. Both backends.
#[test]
fn a_recycled_row_workspace_shows_no_stale_values() {
    const SPGEMM: &str = include_str!("../benches/kernels/spgemm.mlir");
    let cols = 600_000u64; // the workspace's values: 4.8 MB of f64, large enough to be kept
    let enc = Arc::new(Encoding::parse(CSR32).unwrap());
    let tensor = |shape: Vec<u64>, entries: Vec<(u64, u64, f64)>| {
        let mut coo = Coo::new(shape, ElemType::F64);
        coo.crds = entries.iter().flat_map(|&(i, j, _)| [i, j]).collect::<Vec<u64>>().into();
        coo.vals = ValBuf::F64(entries.iter().map(|e| e.2).collect::<Vec<_>>().into());
        Value::sparse(SparseTensor::from_coo(enc.clone(), &coo).unwrap())
    };
    // A = [[1, 2], [0, 3]]; B's row 0 holds 1 at even columns, row 1 holds 1 at multiples of 3.
    let a = tensor(vec![2, 2], vec![(0, 0, 1.0), (0, 1, 2.0), (1, 1, 3.0)]);
    let b_entries = (0..cols).filter(|j| j % 2 == 0).map(|j| (0, j, 1.0));
    let b = tensor(
        vec![2, cols],
        b_entries.chain((0..cols).filter(|j| j % 3 == 0).map(|j| (1, j, 1.0))).collect(),
    );
    let expected = |i: u64, j: u64| match i {
        0 => f64::from(u8::from(j.is_multiple_of(2))) + 2.0 * f64::from(u8::from(j.is_multiple_of(3))),
        _ => 3.0 * f64::from(u8::from(j.is_multiple_of(3))),
    };
    for backend in [Backend::Native, Backend::Interp] {
        let program = Program::compile_with(SPGEMM, &Options { backend, ..Default::default() }).unwrap();
        for call in 0..3 {
            let c = program.call("spgemm", &[a.clone(), b.clone()]).unwrap();
            let coo = c[0].as_sparse().expect("a sparse result").to_coo().unwrap();
            let ValBuf::F64(vals) = &coo.vals else { panic!("f64 values") };
            let crds = coo.crds_u64();
            let entries = crds.chunks(2).zip(vals.iter());
            let wrong = entries.clone().find(|(ij, &v)| v != expected(ij[0], ij[1]));
            assert_eq!(wrong, None, "{backend:?}, call {call}");
            let want =
                (0..2).flat_map(|i| (0..cols).map(move |j| (i, j))).filter(|&(i, j)| expected(i, j) != 0.0);
            assert_eq!(entries.count(), want.count(), "{backend:?}, call {call}");
        }
    }
}
