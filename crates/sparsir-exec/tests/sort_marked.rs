//! `SortIndex` with flags on both backends: the sorted list whether the native code scans
//! the flags (dense enough) or sorts, and a broken promise (a flag set for a coordinate
//! not in the list) reported as an internal error where the flags are scanned.

use sparsir_exec::runtime::Ctx;
use sparsir_exec::{Backend, Engine, Val};
use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, Builder, CmpPred, Program, ScalarTy, Ty, VarId};
use sparsir_storage::ValBuf;

const INDEX: Ty = Ty::Scalar(ScalarTy::Index);

/// `f(n, k, stray, m)`: lists the `k` coordinates `m j mod n` (distinct when n is prime to
/// m) in a list of `n` slots and sets their flags among `n`, sets the flag of `stray` too
/// when it is below `n`, sorts the list with the flags and returns it.
fn program() -> Program {
    let mut prog = Program::new();
    let f = prog.declare_func("f", &[INDEX, INDEX, INDEX, INDEX], &[Ty::Buf(ScalarTy::Index)]);
    let blk = prog.func(f).body;
    let args: Vec<VarId> = prog.block(blk).args.clone();
    let (n, k, stray, mult) = (args[0], args[1], args[2], args[3]);
    let mut b = Builder::new(&mut prog, blk);
    let zero = b.index(0);
    let one = b.index(1);
    let list = b.alloc(ScalarTy::Index, n);
    let flags = b.alloc(ScalarTy::I1, n);
    let set = b.bool(true);
    // One pass of an outer loop: native code runs loops (and all they hold), not lone
    // statements.
    b.for_loop(zero, one, one, &[], |b, _, _| {
        b.for_loop(zero, k, one, &[], |b, j, _| {
            let key = b.binary(BinOp::MulI, j, mult);
            let key = b.binary(BinOp::RemUI, key, n);
            b.store(list, j, key);
            b.store(flags, key, set);
            Ok::<_, ()>(vec![])
        })?;
        // The stray flag: `flags[min(stray, n - 1)] |= stray < n`.
        let last = b.binary(BinOp::SubI, n, one);
        let at = b.binary(BinOp::MinUI, stray, last);
        let inside = b.cmp(CmpPred::Int(IntPred::Ult), stray, n);
        let old = b.load(flags, at);
        let new = b.binary(BinOp::OrI, old, inside);
        b.store(flags, at, new);
        b.sort_marked_index(list, k, flags);
        Ok::<_, ()>(vec![])
    })
    .expect("builds");
    b.ret(vec![list]);
    sparsir_loops::verify::verify(&prog).expect("verifies");
    prog
}

fn call(backend: Backend, n: i64, k: i64, stray: i64, mult: i64) -> Result<Vec<i64>, String> {
    let engine = Engine::new(program(), backend).map_err(|e| e.message)?;
    assert_eq!(engine.warning(), None, "the native backend compiled");
    let mut ctx = Ctx::stdout();
    let args = vec![Val::Int(n), Val::Int(k), Val::Int(stray), Val::Int(mult)];
    let out = engine.call(sparsir_loops::FuncId(0), args, &mut ctx);
    let out = out.map_err(|e| e.message)?;
    let Val::Buf(list) = &out[0] else { panic!("a buffer expected: {out:?}") };
    let ValBuf::Index(list) = &*list.borrow() else { panic!("an index buffer") };
    Ok(list[..k as usize].to_vec())
}

fn sorted_keys(n: i64, k: i64, mult: i64) -> Vec<i64> {
    let mut keys: Vec<i64> = (0..k).map(|j| j * mult % n).collect();
    keys.sort_unstable();
    keys
}

#[test]
fn flagged_lists_sort_alike_on_both_backends() {
    // Scanned (k * 32 >= n; lengths with and without a partial 32-flag block, down to a
    // list of one), then sorted (k * 32 < n), and an empty list.
    let cases = [(1000, 400), (37, 37), (1000, 32), (45, 2), (100_000, 100), (100_000, 3000), (50, 0)];
    for backend in [Backend::Interp, Backend::Native] {
        for (n, k) in cases {
            let got = call(backend, n, k, n, 7).unwrap_or_else(|e| panic!("{backend:?} n {n} k {k}: {e}"));
            assert_eq!(got, sorted_keys(n, k, 7), "{backend:?} n {n} k {k}");
        }
    }
}

#[test]
fn a_stray_flag_is_an_internal_error_where_flags_are_scanned() {
    // Coordinate 1 is not among 7 j mod 1000 for j < 100 (7 j = 1 mod 1000 first at 143).
    for backend in [Backend::Interp, Backend::Native] {
        let err = call(backend, 1000, 100, 1, 7).expect_err("a stray flag");
        assert!(
            err.contains("internal error: a workspace's coordinate list disagrees with its flags"),
            "{err}"
        );
    }
}

#[test]
fn short_lists_out_of_order_sort_alike_on_both_backends() {
    // Sparse enough to be sorted, not scanned (k * 32 < n); `30011 j mod 100000` wraps
    // every three or four keys, so the lists are out of order. Lengths around native
    // code's inline sort (`SP_SORT_SHORT`, 32 keys) and the runtime's sort beyond it.
    let (n, mult) = (100_000, 30_011);
    for backend in [Backend::Interp, Backend::Native] {
        for k in [2, 3, 13, 31, 32, 33, 64] {
            let got = call(backend, n, k, n, mult).unwrap_or_else(|e| panic!("{backend:?} k {k}: {e}"));
            assert_eq!(got, sorted_keys(n, k, mult), "{backend:?} k {k}");
        }
    }
}
