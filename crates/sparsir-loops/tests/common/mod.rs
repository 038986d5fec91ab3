//! Small loop programs built with the [`Builder`], shared by the printer and verifier
//! tests: each one exercises one statement family.

// Each test crate that includes this module uses a different subset of it.
#![allow(dead_code)]

use sparsir_loops::ops::{CmpPred, FloatPred, IntPred};
use sparsir_loops::{BinOp, Builder, CastOp, Const, Program, ScalarTy, Static, Ty, UnOp, VarId};

/// What a builder closure returns (these programs never fail to build).
pub type R<T = Vec<VarId>> = Result<T, ()>;

const F64: Ty = Ty::Scalar(ScalarTy::F64);
const I32: Ty = Ty::Scalar(ScalarTy::I32);

/// A builder for the body of a new function; returns the program, parameters and builder
/// input to `body`.
pub fn func(name: &str, params: &[Ty], results: &[Ty], body: impl FnOnce(&mut Builder, &[VarId])) -> Program {
    let mut prog = Program::new();
    let f = prog.declare_func(name, params, results);
    let blk = prog.func(f).body;
    let args = prog.block(blk).args.clone();
    body(&mut Builder::new(&mut prog, blk), &args);
    prog
}

/// `sum(buf)`: a `for` loop adding up a buffer.
pub fn sum_loop() -> Program {
    func("sum", &[Ty::Buf(ScalarTy::F64)], &[F64], |b, args| {
        let (lo, step) = (b.index(0), b.index(1));
        let hi = b.buf_len(args[0]);
        let zero = b.constant(ScalarTy::F64, Const::Float(0.0));
        let acc = b
            .for_loop(lo, hi, step, &[zero], |b, i, carried| -> R {
                let x = b.load(args[0], i);
                Ok(vec![b.binary(BinOp::AddF, carried[0], x)])
            })
            .unwrap();
        b.ret(acc);
    })
}

/// `doubling(n)`: how often 1 doubles (in `i32`) before reaching `n`, by a `while`.
pub fn while_loop() -> Program {
    func("doubling", &[I32], &[Ty::Scalar(ScalarTy::Index)], |b, args| {
        let (one, count0) = (b.constant(ScalarTy::I32, Const::Int(1)), b.index(0));
        let tys = [I32, Ty::Scalar(ScalarTy::Index)];
        let out = b
            .while_loop(
                &[one, count0],
                &tys,
                |b, c| -> R<(VarId, Vec<VarId>)> {
                    Ok((b.cmp(CmpPred::Int(IntPred::Slt), c[0], args[0]), c.to_vec()))
                },
                |b, c| -> R {
                    let two = b.constant(ScalarTy::I32, Const::Int(2));
                    let step = b.index(1);
                    Ok(vec![b.binary(BinOp::MulI, c[0], two), b.binary(BinOp::AddI, c[1], step)])
                },
            )
            .unwrap();
        b.ret(vec![out[1]]);
    })
}

/// `abs(x)`: an `if` with a result.
pub fn if_results() -> Program {
    func("abs", &[F64], &[F64], |b, args| {
        let zero = b.constant(ScalarTy::F64, Const::Float(-0.0));
        let neg = b.cmp(CmpPred::Float(FloatPred::Olt), args[0], zero);
        let x = args[0];
        let r =
            b.if_else(neg, &[F64], |b| -> R { Ok(vec![b.unary(UnOp::NegF, x)]) }, |_| Ok(vec![x])).unwrap();
        b.ret(r);
    })
}

/// `main()`: runtime calls with every kind of static, one name with two signatures, and
/// a call of a program function.
pub fn runtime_calls() -> Program {
    let mut prog = func("main", &[], &[], |b, _| {
        let statics = vec![
            ("rank".to_string(), Static::Int(2)),
            ("shape".to_string(), Static::Ints(vec![2, 3])),
            ("message".to_string(), Static::Str("say \"hi\"\n".into())),
            ("elem".to_string(), Static::Elem(ScalarTy::F32)),
            (
                "data".to_string(),
                Static::Data(ScalarTy::F32, vec![Const::Float(1.5), Const::Float(f64::NAN)]),
            ),
            (
                "encoding".to_string(),
                Static::Attr("#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>".into()),
            ),
        ];
        let t = b.call_runtime("sparsir_make", &[], statics, &[Ty::Handle], None);
        let n = b.index(7);
        b.call_runtime("sparsir_print", &[t[0]], vec![], &[], None);
        let x = b.constant(ScalarTy::I32, Const::Int(-3));
        b.call_runtime("sparsir_print", &[x], vec![], &[], None);
        let y = b.cast(CastOp::ExtSI, x, ScalarTy::I64);
        b.call_runtime("sparsir_print", &[y, n], vec![], &[], None);
        b.ret(vec![]);
    });
    let callee = prog.declare_func("seven", &[], &[Ty::Scalar(ScalarTy::Index)]);
    let blk = prog.func(callee).body;
    let mut b = Builder::new(&mut prog, blk);
    let seven = b.index(7);
    b.ret(vec![seven]);
    let main = prog.funcs[0].body;
    let ret = prog.block_mut(main).stmts.pop().unwrap();
    let mut b = Builder::new(&mut prog, main);
    b.call_func(callee, &[], None);
    b.push(ret);
    prog
}

/// `fill(n)`: an allocated buffer, a store, a load.
pub fn buffer() -> Program {
    func("fill", &[Ty::Scalar(ScalarTy::Index)], &[Ty::Scalar(ScalarTy::F32)], |b, args| {
        let buf = b.alloc(ScalarTy::F32, args[0]);
        let (i, v) = (b.index(1), b.constant(ScalarTy::F32, Const::Float(0.25)));
        b.store(buf, i, v);
        let x = b.load(buf, i);
        b.ret(vec![x]);
    })
}

/// `kinds(x, n)`: one statement of each remaining kind (complex ops, casts, constants of
/// every type, select, assert, a non-`index` loop, an `if` and a `while` without values).
pub fn every_kind() -> Program {
    func("kinds", &[F64, I32], &[], |b, args| {
        let (x, n) = (args[0], args[1]);
        for (t, v) in [
            (ScalarTy::I1, Const::Int(1)),
            (ScalarTy::I8, Const::Int(200)),
            (ScalarTy::I16, Const::Int(-7)),
            (ScalarTy::I64, Const::Int(i64::MIN as i128)),
            (ScalarTy::F16, Const::Float(f64::INFINITY)),
            (ScalarTy::BF16, Const::Float(-2.5)),
            (ScalarTy::F32, Const::Float(f64::NAN)),
            (ScalarTy::F64, Const::Float(1e-300)),
            (ScalarTy::C32, Const::Complex(1.0, f64::NEG_INFINITY)),
        ] {
            b.constant(t, v);
        }
        let c = b.binary(BinOp::CCreate, x, x);
        let e = b.unary(UnOp::CExp, c);
        let eq = b.cmp(CmpPred::ComplexNe, c, e);
        let abs = b.unary(UnOp::CAbs, e);
        let p = b.binary(BinOp::FPowI, abs, n);
        let f = b.cast(CastOp::TruncF, p, ScalarTy::F32);
        let i = b.cast(CastOp::FPToSI, f, ScalarTy::I32);
        let s = b.select(eq, i, n);
        let pos = b.cmp(CmpPred::Int(IntPred::Sgt), s, n);
        b.assert(pos, "s > n", None);
        let one = b.constant(ScalarTy::I32, Const::Int(1));
        b.for_loop(one, n, one, &[], |b, iv, _| -> R {
            let _ = b.unary(UnOp::CtPop, iv);
            b.if_else(eq, &[], |_| Ok(vec![]), |_| Ok(vec![]))
        })
        .unwrap();
        let f = b.bool(false);
        b.while_loop(&[], &[], |_, _| -> R<(VarId, Vec<VarId>)> { Ok((f, vec![])) }, |_, _| Ok(vec![]))
            .unwrap();
        b.ret(vec![]);
    })
}

/// `collect(crds, vals, x, flags)`: appends `x` to `vals`, `true` to `flags`, coordinate
/// 3 to `crds`, then sorts `crds`.
pub fn push_sort() -> Program {
    let params = [Ty::Buf(ScalarTy::Index), Ty::Buf(ScalarTy::F64), F64, Ty::Buf(ScalarTy::I1)];
    func("collect", &params, &[], |b, args| {
        b.push_back(args[1], args[2]);
        let t = b.bool(true);
        b.push_back(args[3], t);
        let c = b.index(3);
        b.push_back(args[0], c);
        let n = b.buf_len(args[0]);
        b.sort_index(args[0], n);
        b.ret(vec![]);
    })
}

/// Every program above, by name.
pub fn all() -> Vec<(&'static str, Program)> {
    vec![
        ("sum_loop", sum_loop()),
        ("while_loop", while_loop()),
        ("if_results", if_results()),
        ("runtime_calls", runtime_calls()),
        ("buffer", buffer()),
        ("every_kind", every_kind()),
        ("push_sort", push_sort()),
    ]
}
