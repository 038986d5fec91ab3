//! The interpreter on the statements and values kernels use to read storage in place and
//! to build sparse outputs without runtime calls: views of narrow index buffers (entries
//! unsigned), `Push`, `SortIndex`, and the internal errors for writing through a view.

use std::sync::Arc;

use sparsir_exec::runtime::Ctx;
use sparsir_exec::value::{Tensor, ViewData, ViewSel};
use sparsir_exec::{run, Val};
use sparsir_loops::{Builder, CastOp, Const, FuncId, Program, ScalarTy, Static, Ty, VarId};
use sparsir_storage::storage::LevelStorage;
use sparsir_storage::{Encoding, IdxBuf, SparseTensor, ValBuf};

const INDEX: Ty = Ty::Scalar(ScalarTy::Index);

/// A one-function program: `body` gets the builder and the parameters, returns the results.
fn program(
    params: &[Ty],
    results: &[Ty],
    body: impl FnOnce(&mut Builder, &[VarId]) -> Vec<VarId>,
) -> Program {
    let mut prog = Program::new();
    let f = prog.declare_func("f", params, results);
    let blk = prog.func(f).body;
    let args = prog.block(blk).args.clone();
    let mut b = Builder::new(&mut prog, blk);
    let out = body(&mut b, &args);
    b.ret(out);
    sparsir_loops::verify::verify(&prog).expect("verifies");
    prog
}

fn exec(prog: &Program, args: Vec<Val>) -> Result<Vec<Val>, String> {
    let mut ctx = Ctx::stdout();
    run(prog, FuncId(0), args, &mut ctx).map_err(|e| e.message)
}

/// A 1x256 CSR matrix with 8-bit positions and coordinates holding 200 entries at
/// columns 0..200 (so `pos[1] = [0, 200]`, past `i8::MAX`).
fn csr8_200() -> Val {
    let enc = Encoding::parse(
        "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8 }>",
    )
    .expect("encoding");
    let t = SparseTensor {
        enc: Arc::new(enc),
        elem: ScalarTy::F64,
        dim_sizes: vec![1, 256],
        lvl_sizes: vec![1, 256],
        levels: vec![
            LevelStorage { pos: None, crd: None },
            LevelStorage {
                pos: Some(IdxBuf::U8(vec![0, 200].into())),
                crd: Some(IdxBuf::U8((0..200).collect())),
            },
        ],
        values: ValBuf::F64((0..200).map(f64::from).collect()),
    };
    Val::tensor(Tensor::Sparse(t))
}

fn level1(b: &mut Builder, h: VarId) -> Vec<VarId> {
    let st = vec![("lvl".to_string(), Static::Int(1))];
    let tys = [INDEX, Ty::Buf(ScalarTy::I8), Ty::Buf(ScalarTy::I8)];
    b.call_runtime("sparsir_kernel_level", &[h], st, &tys, None)
}

#[test]
fn narrow_view_loads_are_unsigned() {
    let prog = program(&[Ty::Handle], &[Ty::Scalar(ScalarTy::I8), INDEX, INDEX, INDEX, INDEX], |b, a| {
        let r = level1(b, a[0]);
        let one = b.index(1);
        let raw = b.load(r[1], one);
        let hi = b.cast(CastOp::IndexCastUI, raw, ScalarTy::Index);
        let last = b.index(199);
        let c = b.load(r[2], last);
        let c = b.cast(CastOp::IndexCastUI, c, ScalarTy::Index);
        let n = b.buf_len(r[1]);
        vec![raw, hi, c, n, r[0]]
    });
    let out = exec(&prog, vec![csr8_200()]).expect("runs");
    let ints: Vec<i64> = out.iter().map(Val::int).collect();
    // The i8 holds the bits of 200 (-56 sign-extended); index_castui gives 200.
    assert_eq!(ints, vec![-56, 200, 199, 2, 256]);
}

#[test]
fn views_share_the_tensor_buffers() {
    let prog = program(&[Ty::Handle], &[Ty::Buf(ScalarTy::I8), Ty::Buf(ScalarTy::F64)], |b, a| {
        let r = level1(b, a[0]);
        let v = b.call_runtime("sparsir_kernel_values", &[a[0]], vec![], &[Ty::Buf(ScalarTy::F64)], None);
        vec![r[1], v[0]]
    });
    let t = csr8_200();
    let out = exec(&prog, vec![t.clone()]).expect("runs");
    let (Val::View(pos), Val::View(vals)) = (&out[0], &out[1]) else { panic!("views expected: {out:?}") };
    assert_eq!(pos.sel(), ViewSel::Pos(1));
    let ViewData::Idx(IdxBuf::U8(p)) = pos.data() else { panic!("a u8 buffer") };
    assert_eq!(p, &vec![0, 200]);
    let raw = pos.raw();
    assert_eq!((raw.len, raw.elem), (2, ScalarTy::I8));
    // No copy: the view's pointer is the tensor's own buffer.
    let Val::Obj(o) = &t else { unreachable!() };
    let sparsir_exec::value::Object::Tensor(Tensor::Sparse(s)) = &**o else { unreachable!() };
    let Some(IdxBuf::U8(own)) = &s.levels[1].pos else { unreachable!() };
    assert_eq!(raw.ptr, own.as_ptr());
    let ValBuf::F64(own_vals) = &s.values else { unreachable!() };
    assert_eq!(vals.raw().ptr, own_vals.as_ptr() as *const u8);
    assert_eq!((vals.len(), vals.raw().elem), (200, ScalarTy::F64));
}

#[test]
fn aos_coo_levels_view_the_interleaved_buffer() {
    let enc = Encoding::parse(
        "#sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), crdWidth = 16 }>",
    )
    .expect("encoding");
    let t = SparseTensor {
        enc: Arc::new(enc),
        elem: ScalarTy::F64,
        dim_sizes: vec![3, 70000],
        lvl_sizes: vec![3, 70000],
        levels: vec![
            LevelStorage {
                pos: Some(IdxBuf::U64(vec![0, 2].into())),
                crd: Some(IdxBuf::U16(vec![0, 65535, 2, 40000].into())),
            },
            LevelStorage { pos: None, crd: None },
        ],
        values: ValBuf::F64(vec![1.0, 2.0].into()),
    };
    let prog = program(&[Ty::Handle], &[INDEX, INDEX], |b, a| {
        let st = vec![("lvl".to_string(), Static::Int(1))];
        let tys = [INDEX, Ty::Buf(ScalarTy::Index), Ty::Buf(ScalarTy::I16)];
        let r = b.call_runtime("sparsir_kernel_level", &[a[0]], st, &tys, None);
        // Level 1's coordinate of position 0 is entry 0 * 2 + 1.
        let one = b.index(1);
        let c = b.load(r[2], one);
        let c = b.cast(CastOp::IndexCastUI, c, ScalarTy::Index);
        let n = b.buf_len(r[2]);
        vec![c, n]
    });
    let out = exec(&prog, vec![Val::tensor(Tensor::Sparse(t))]).expect("runs");
    assert_eq!(out.iter().map(Val::int).collect::<Vec<_>>(), vec![65535, 4]);
}

#[test]
fn store_and_push_into_a_view_are_internal_errors() {
    let store = program(&[Ty::Handle], &[], |b, a| {
        let r = level1(b, a[0]);
        let (zero, x) = (b.index(0), b.constant(ScalarTy::I8, Const::Int(1)));
        b.store(r[1], zero, x);
        vec![]
    });
    let err = exec(&store, vec![csr8_200()]).expect_err("a store into a view fails");
    assert!(err.contains("internal error: store to a read-only view"), "{err}");
    let push = program(&[Ty::Handle], &[], |b, a| {
        let r = level1(b, a[0]);
        let x = b.constant(ScalarTy::I8, Const::Int(1));
        b.push_back(r[1], x);
        vec![]
    });
    let err = exec(&push, vec![csr8_200()]).expect_err("a push into a view fails");
    assert!(err.contains("internal error: push to a read-only view"), "{err}");
}

#[test]
fn push_grows_and_sort_index_sorts_a_prefix() {
    let prog = program(&[], &[INDEX, INDEX, INDEX, INDEX, INDEX, Ty::Scalar(ScalarTy::F32)], |b, _| {
        let zero = b.index(0);
        let buf = b.alloc(ScalarTy::Index, zero);
        for x in [5, 1, 4, 2] {
            let c = b.index(x);
            b.push_back(buf, c);
        }
        let three = b.index(3);
        b.sort_index(buf, three);
        let mut out: Vec<VarId> = (0..4)
            .map(|i| {
                let i = b.index(i);
                b.load(buf, i)
            })
            .collect();
        out.push(b.buf_len(buf));
        let fbuf = b.alloc(ScalarTy::F32, zero);
        let x = b.constant(ScalarTy::F32, Const::Float(0.1));
        b.push_back(fbuf, x);
        out.push(b.load(fbuf, zero));
        out
    });
    let out = exec(&prog, vec![]).expect("runs");
    let ints: Vec<i64> = out[..5].iter().map(Val::int).collect();
    assert_eq!(ints, vec![1, 4, 5, 2, 4]);
    assert_eq!(out[5].float(), 0.1f32 as f64);
}

#[test]
fn sort_index_past_the_end_is_an_error() {
    let prog = program(&[], &[], |b, _| {
        let two = b.index(2);
        let buf = b.alloc(ScalarTy::Index, two);
        let three = b.index(3);
        b.sort_index(buf, three);
        vec![]
    });
    let err = exec(&prog, vec![]).expect_err("len beyond the buffer");
    assert!(err.contains("sorting 3 elements of a buffer of 2"), "{err}");
}
