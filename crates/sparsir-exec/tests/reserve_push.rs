//! `Reserve` and reserved `Push` on both backends: appends within a reservation give the
//! same buffer as checked appends, a reservation grows an empty buffer in native code, and
//! the interpreter reports an append beyond its reservation (the native backend trusts
//! the producer there: the sparsifier's bound, checked by the interpreter in every
//! differential test).

use sparsir_exec::runtime::Ctx;
use sparsir_exec::{Backend, Engine, Val};
use sparsir_loops::{Builder, CastOp, FuncId, Program, ScalarTy, Ty, VarId};
use sparsir_storage::ValBuf;

const INDEX: Ty = Ty::Scalar(ScalarTy::Index);

/// `f(rows, per_row, reserve)`: for each row, reserve `reserve` more entries, then append
/// `per_row` values `row * 1000 + j` (as f64, reserved) and `j` (as i32, reserved); returns
/// both buffers. Rows are a loop around the reservation, so native code runs all of it.
fn program() -> Program {
    let mut prog = Program::new();
    let params = [INDEX, INDEX, INDEX];
    let f = prog.declare_func("f", &params, &[Ty::Buf(ScalarTy::F64), Ty::Buf(ScalarTy::I32)]);
    let blk = prog.func(f).body;
    let args: Vec<VarId> = prog.block(blk).args.clone();
    let mut b = Builder::new(&mut prog, blk);
    let zero = b.index(0);
    let one = b.index(1);
    let vals = b.alloc(ScalarTy::F64, zero);
    let cols = b.alloc(ScalarTy::I32, zero);
    b.for_loop(zero, args[0], one, &[], |b, row, _| {
        b.reserve(vals, args[2]);
        b.reserve(cols, args[2]);
        b.for_loop(zero, args[1], one, &[], |b, j, _| {
            let k = b.index(1000);
            let base = b.binary(sparsir_loops::BinOp::MulI, row, k);
            let x = b.binary(sparsir_loops::BinOp::AddI, base, j);
            let x = b.cast(CastOp::IndexCast, x, ScalarTy::I64);
            let v = b.cast(CastOp::SIToFP, x, ScalarTy::F64);
            b.append(vals, v, true);
            let c = b.cast(CastOp::IndexCast, j, ScalarTy::I32);
            b.append(cols, c, true);
            Ok::<_, ()>(vec![])
        })?;
        Ok::<_, ()>(vec![])
    })
    .expect("builds");
    b.ret(vec![vals, cols]);
    sparsir_loops::verify::verify(&prog).expect("verifies");
    prog
}

fn call(backend: Backend, rows: i64, per_row: i64, reserve: i64) -> Result<(Vec<f64>, Vec<i32>), String> {
    let engine = Engine::new(program(), backend).map_err(|e| e.message)?;
    assert_eq!(engine.warning(), None, "the native backend compiled");
    let mut ctx = Ctx::stdout();
    let args = vec![Val::Int(rows), Val::Int(per_row), Val::Int(reserve)];
    let out = engine.call(FuncId(0), args, &mut ctx).map_err(|e| e.message)?;
    let (Val::Buf(v), Val::Buf(c)) = (&out[0], &out[1]) else { panic!("buffers expected: {out:?}") };
    let (ValBuf::F64(v), ValBuf::I32(c)) = (&*v.borrow(), &*c.borrow()) else { panic!("element types") };
    Ok((v.to_vec(), c.to_vec()))
}

fn expected(rows: i64, per_row: i64) -> (Vec<f64>, Vec<i32>) {
    let vals = (0..rows).flat_map(|r| (0..per_row).map(move |j| (r * 1000 + j) as f64)).collect();
    let cols = (0..rows).flat_map(|_| (0..per_row).map(|j| j as i32)).collect();
    (vals, cols)
}

#[test]
fn reserved_appends_match_on_both_backends() {
    for backend in [Backend::Interp, Backend::Native] {
        // Exactly the room reserved, more than needed, and rows that grow the buffers
        // many times over (1000 rows of 300 from empty buffers).
        for (rows, per_row, reserve) in [(3, 4, 4), (5, 2, 9), (1000, 300, 300), (4, 0, 0)] {
            let got = call(backend, rows, per_row, reserve).expect("runs");
            assert_eq!(got, expected(rows, per_row), "{backend:?} rows {rows} per row {per_row}");
        }
    }
}

#[test]
fn native_code_checks_only_the_reservation() {
    // The whole row loop is one compiled region: one capacity check per reservation, none
    // per reserved append.
    let c = sparsir_exec::native::c_source(&program());
    // The region alone (the prelude's helpers append too).
    let start = c.find("int32_t sparsir_region_0(").unwrap_or_else(|| panic!("no region in {c}"));
    let region = &c[start..];
    assert_eq!(region.matches("rt->grow(").count(), 2, "{c}");
    assert_eq!(region.matches("++] = ").count(), 2, "{c}");
}

#[test]
fn the_interpreter_reports_an_append_beyond_its_reservation() {
    let err = call(Backend::Interp, 2, 5, 4).expect_err("the fifth append of a row exceeds the reservation");
    assert!(err.contains("internal error: an append beyond its reservation"), "{err}");
    // A negative reservation reserves nothing: the first reserved append is already beyond.
    let err = call(Backend::Interp, 1, 1, -3).expect_err("nothing was reserved");
    assert!(err.contains("beyond its reservation"), "{err}");
}
