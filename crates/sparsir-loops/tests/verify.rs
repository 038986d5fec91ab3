//! Verifier tests: the `common` programs pass; each broken program fails with a message
//! naming the function, the statement and the rule.

mod common;

use common::{func, R};
use sparsir_loops::verify::verify;
use sparsir_loops::{BinOp, Builder, CastOp, Const, Program, ScalarTy, Stmt, Ty, UnOp, VarId};

const F64: Ty = Ty::Scalar(ScalarTy::F64);
const I32: Ty = Ty::Scalar(ScalarTy::I32);
const INDEX: Ty = Ty::Scalar(ScalarTy::Index);

/// Asserts `prog` fails to verify with a message containing every one of `parts`.
fn rejects(prog: &Program, parts: &[&str]) {
    let err = verify(prog).expect_err("the program should not verify");
    for part in parts {
        assert!(err.contains(part), "`{part}` missing in: {err}");
    }
}

#[test]
fn well_formed_programs_verify() {
    for (name, prog) in common::all() {
        assert_eq!(verify(&prog), Ok(()), "{name}");
    }
}

#[test]
fn use_before_def() {
    let prog = func("f", &[], &[], |b, _| {
        let later = b.var(F64);
        let dst = b.var(F64);
        b.push(Stmt::Unary { dst, op: UnOp::NegF, a: later });
        b.push(Stmt::Const { dst: later, value: Const::Float(1.0) });
        b.ret(vec![]);
    });
    rejects(&prog, &["function @f", "statement 0 of block 0", "NegF", "%v0 is used before it is defined"]);
}

#[test]
fn loop_body_value_used_after_the_loop() {
    let mut inner = None;
    let prog = func("f", &[], &[INDEX], |b, _| {
        let (lo, hi) = (b.index(0), b.index(4));
        b.for_loop(lo, hi, hi, &[], |b, iv, _| -> R {
            inner = Some(b.binary(BinOp::AddI, iv, iv));
            Ok(vec![])
        })
        .unwrap();
        b.ret(vec![inner.unwrap()]);
    });
    rejects(&prog, &["function @f", "Return", "does not dominate"]);
}

#[test]
fn defined_twice() {
    let prog = func("f", &[], &[], |b, _| {
        let x = b.index(1);
        b.push(Stmt::Const { dst: x, value: Const::Int(2) });
        b.ret(vec![]);
    });
    rejects(&prog, &["function @f", "statement 1", "defined twice"]);
}

#[test]
fn binary_type_mismatch() {
    let prog = func("f", &[I32, F64], &[F64], |b, args| {
        let s = b.binary(BinOp::AddF, args[0], args[1]);
        b.ret(vec![s]);
    });
    rejects(&prog, &["function @f", "statement 0", "arith.addf of a i32 and a f64"]);
}

#[test]
fn narrowing_extsi_and_non_index_load() {
    let prog = func("f", &[Ty::Scalar(ScalarTy::I64)], &[], |b, args| {
        b.cast(CastOp::ExtSI, args[0], ScalarTy::I32);
        b.ret(vec![]);
    });
    rejects(&prog, &["arith.extsi from i64 to i32"]);
    let prog = func("g", &[Ty::Buf(ScalarTy::F64), I32], &[F64], |b, args| {
        let x = b.load(args[0], args[1]);
        b.ret(vec![x]);
    });
    rejects(&prog, &["function @g", "Load", "the index is not an index"]);
}

#[test]
fn missing_yield() {
    let prog = func("f", &[], &[], |b, _| {
        let (lo, hi) = (b.index(0), b.index(4));
        let body = b.prog.new_block();
        let iv = b.var(INDEX);
        b.prog.block_mut(body).args = vec![iv];
        let dst = b.var(F64);
        b.prog.block_mut(body).stmts.push(Stmt::Const { dst, value: Const::Float(0.0) });
        b.push(Stmt::For { iv, lo, hi, step: hi, inits: vec![], body, results: vec![] });
        b.ret(vec![]);
    });
    rejects(
        &prog,
        &["function @f", "statement 2 of block 0", "statement 0 of block 1", "does not end in a yield"],
    );
}

#[test]
fn if_yields_wrong_type_and_missing_return() {
    let prog = func("f", &[I32], &[], |b, args| {
        let c = b.bool(true);
        let x = args[0];
        b.if_else(c, &[F64], |_| -> R { Ok(vec![x]) }, |_| Ok(vec![x])).unwrap();
        b.ret(vec![]);
    });
    rejects(&prog, &["function @f", "yielded types [Scalar(I32)], expected [Scalar(F64)]"]);
    let prog = func("g", &[], &[], |b, _| {
        b.index(0);
    });
    rejects(&prog, &["function @g", "does not end in a return"]);
}

#[test]
fn terminator_in_the_middle_and_bad_call() {
    let prog = func("f", &[], &[], |b, _| {
        b.ret(vec![]);
        b.ret(vec![]);
    });
    rejects(&prog, &["statement 0", "a terminator before the end of its block"]);
    let mut prog = Program::new();
    let callee = prog.declare_func("callee", &[INDEX], &[]);
    let body = prog.func(callee).body;
    Builder::new(&mut prog, body).ret(vec![]);
    let main = prog.declare_func("main", &[F64], &[]);
    let body = prog.func(main).body;
    let arg: VarId = prog.block(body).args[0];
    let mut b = Builder::new(&mut prog, body);
    b.call_func(callee, &[arg], None);
    b.ret(vec![]);
    rejects(&prog, &["function @main", "arguments [Scalar(F64)] for @callee taking [Scalar(Index)]"]);
}

#[test]
fn push_and_sort_types() {
    let prog = func("f", &[Ty::Buf(ScalarTy::F64), I32], &[], |b, args| {
        b.push_back(args[0], args[1]);
        b.ret(vec![]);
    });
    rejects(&prog, &["function @f", "statement 0", "Push", "the buffer holds f64"]);
    let prog = func("g", &[F64, F64], &[], |b, args| {
        b.push_back(args[0], args[1]);
        b.ret(vec![]);
    });
    rejects(&prog, &["function @g", "the buffer operand is not a buffer"]);
    let prog = func("h", &[Ty::Buf(ScalarTy::I64), INDEX], &[], |b, args| {
        b.sort_index(args[0], args[1]);
        b.ret(vec![]);
    });
    rejects(&prog, &["function @h", "SortIndex", "not an index buffer"]);
    let prog = func("k", &[Ty::Buf(ScalarTy::Index), I32], &[], |b, args| {
        b.sort_index(args[0], args[1]);
        b.ret(vec![]);
    });
    rejects(&prog, &["function @k", "the length is not an index"]);
}
