//! The typing rule of each statement kind on its own (operands against results).
//!
//! Why separate: scoping and block structure are one concern ([`super`]), the type of
//! each scalar op another; this file is the table a backend author reads.

use sparsir_storage::ElemType;

use crate::ir::{Callee, Program, Static, Stmt, Ty, VarId};
use crate::ops::{BinOp, CastOp, CmpPred, UnOp};

/// The `i1` scalar type.
pub const I1: Ty = Ty::Scalar(ElemType::I1);

const INDEX: Ty = Ty::Scalar(ElemType::Index);

/// Checks the operand and result types of `s` (nested blocks are checked by the caller).
pub fn check_stmt(prog: &Program, s: &Stmt) -> Result<(), String> {
    let ty = |x| prog.ty(x);
    let scalar = |x: VarId| -> Result<ElemType, String> {
        ty(x).scalar().ok_or_else(|| format!("%v{} is not a scalar", x.0))
    };
    match s {
        Stmt::Const { dst, value } => constant(scalar(*dst)?, *value),
        Stmt::Unary { dst, op, a } => unary(*op, scalar(*a)?, scalar(*dst)?),
        Stmt::Binary { dst, op, a, b, .. } => binary(*op, scalar(*a)?, scalar(*b)?, scalar(*dst)?),
        Stmt::Cmp { dst, pred, a, b } => cmp(*pred, scalar(*a)?, scalar(*b)?, ty(*dst)),
        Stmt::Select { dst, cond, a, b } => {
            expect(ty(*cond) == I1, "the condition is not an i1")?;
            expect(ty(*a) == ty(*b) && ty(*a) == ty(*dst), "the operands and result differ in type")
        }
        Stmt::Cast { dst, op, a, .. } => cast(*op, scalar(*a)?, scalar(*dst)?),
        Stmt::Load { dst, buf, idx, .. } => access(ty(*buf), ty(*idx), ty(*dst)),
        Stmt::Store { buf, idx, val, .. } => access(ty(*buf), ty(*idx), ty(*val)),
        Stmt::Alloc { dst, len, .. } => {
            expect(ty(*len) == INDEX, "the length is not an index")?;
            expect(matches!(ty(*dst), Ty::Buf(_)), "the result is not a buffer")
        }
        Stmt::BufLen { dst, buf } => {
            expect(matches!(ty(*buf), Ty::Buf(_)), "the operand is not a buffer")?;
            expect(ty(*dst) == INDEX, "the result is not an index")
        }
        Stmt::Reserve { buf, extra } => {
            expect(matches!(ty(*buf), Ty::Buf(_)), "the buffer operand is not a buffer")?;
            expect(ty(*extra) == INDEX, "the count is not an index")
        }
        Stmt::Push { buf, val, .. } => {
            let Ty::Buf(t) = ty(*buf) else { return Err("the buffer operand is not a buffer".into()) };
            expect(
                ty(*val) == Ty::Scalar(t),
                &format!("the value is a {:?}, the buffer holds {}", ty(*val), t.name()),
            )
        }
        Stmt::Prefetch { buf, idx, .. } => {
            expect(matches!(ty(*buf), Ty::Buf(_)), "the buffer operand is not a buffer")?;
            expect(ty(*idx) == INDEX, "the index is not an index")
        }
        Stmt::SortIndex { buf, len, marks } => {
            expect(ty(*buf) == Ty::Buf(ElemType::Index), "the buffer is not an index buffer")?;
            if let Some(m) = marks {
                expect(ty(*m) == Ty::Buf(ElemType::I1), "the flags are not an i1 buffer")?;
            }
            expect(ty(*len) == INDEX, "the length is not an index")
        }
        Stmt::Call { dsts, callee, args, statics, .. } => call(prog, dsts, callee, args, statics),
        Stmt::For { lo, hi, step, .. } => {
            let t = scalar(*lo)?;
            expect(t.is_integer() && t != ElemType::I1, "the bounds are not integers")?;
            expect(ty(*hi) == ty(*lo) && ty(*step) == ty(*lo), "the bounds and step differ in type")
        }
        Stmt::If { cond, .. } | Stmt::Assert { cond, .. } => {
            expect(ty(*cond) == I1, "the condition is not an i1")
        }
        Stmt::While { .. } | Stmt::Yield(_) | Stmt::Condition { .. } | Stmt::Return(_) => Ok(()),
    }
}

fn expect(ok: bool, why: &str) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(why.to_string())
    }
}

/// The bits of a scalar type (a complex counts both parts).
fn width(t: ElemType) -> u32 {
    match t {
        ElemType::I1 => 1,
        ElemType::I8 => 8,
        ElemType::I16 | ElemType::F16 | ElemType::BF16 => 16,
        ElemType::I32 | ElemType::F32 => 32,
        ElemType::I64 | ElemType::Index | ElemType::F64 | ElemType::C32 => 64,
        ElemType::C64 => 128,
    }
}

/// The float type of a complex type's parts.
fn part(t: ElemType) -> ElemType {
    if t == ElemType::C32 {
        ElemType::F32
    } else {
        ElemType::F64
    }
}

/// True for a fixed-width integer (`i1` … `i64`, not `index`).
fn is_fixed_int(t: ElemType) -> bool {
    t.is_integer() && t != ElemType::Index
}

fn constant(t: ElemType, value: sparsir_storage::Scalar) -> Result<(), String> {
    use sparsir_storage::Scalar;
    let ok = match value {
        Scalar::Int(_) => t.is_integer(),
        Scalar::Float(_) => t.is_float(),
        Scalar::Complex(..) => t.is_complex(),
    };
    expect(ok, &format!("a constant {value:?} of type {}", t.name()))
}

fn class_ok(t: ElemType, integer: bool, complex: bool) -> bool {
    if integer {
        t.is_integer()
    } else if complex {
        t.is_complex()
    } else {
        t.is_float()
    }
}

fn unary(op: UnOp, a: ElemType, dst: ElemType) -> Result<(), String> {
    expect(class_ok(a, op.is_integer(), op.is_complex()), &format!("{} of a {}", op.mlir_name(), a.name()))?;
    let want = if op.complex_to_float() { part(a) } else { a };
    expect(
        dst == want,
        &format!("{} of a {} gives a {}, not a {}", op.mlir_name(), a.name(), want.name(), dst.name()),
    )
}

fn binary(op: BinOp, a: ElemType, b: ElemType, dst: ElemType) -> Result<(), String> {
    let name = op.mlir_name();
    let (ok, want) = match op {
        BinOp::FPowI => (a.is_float() && is_fixed_int(b), a),
        BinOp::CCreate => {
            let c = if a == ElemType::F32 { ElemType::C32 } else { ElemType::C64 };
            (a == b && matches!(a, ElemType::F32 | ElemType::F64), c)
        }
        _ => (a == b && class_ok(a, op.is_integer(), op.is_complex()), a),
    };
    expect(ok, &format!("{name} of a {} and a {}", a.name(), b.name()))?;
    expect(dst == want, &format!("{name} gives a {}, not a {}", want.name(), dst.name()))
}

fn cmp(pred: CmpPred, a: ElemType, b: ElemType, dst: Ty) -> Result<(), String> {
    let ok = match pred {
        CmpPred::Int(_) => a.is_integer(),
        CmpPred::Float(_) => a.is_float(),
        CmpPred::ComplexEq | CmpPred::ComplexNe => a.is_complex(),
    };
    expect(ok && a == b, &format!("{pred:?} of a {} and a {}", a.name(), b.name()))?;
    expect(dst == I1, "a comparison gives an i1")
}

fn cast(op: CastOp, a: ElemType, dst: ElemType) -> Result<(), String> {
    use CastOp::*;
    let (wa, wd) = (width(a), width(dst));
    let ok = match op {
        ExtSI | ExtUI => is_fixed_int(a) && is_fixed_int(dst) && wd > wa,
        TruncI => is_fixed_int(a) && is_fixed_int(dst) && wd < wa,
        SIToFP | UIToFP => is_fixed_int(a) && dst.is_float(),
        FPToSI | FPToUI => a.is_float() && is_fixed_int(dst),
        ExtF => a.is_float() && dst.is_float() && wd > wa,
        TruncF => a.is_float() && dst.is_float() && wd < wa,
        IndexCast | IndexCastUI => {
            (a == ElemType::Index && is_fixed_int(dst)) || (is_fixed_int(a) && dst == ElemType::Index)
        }
        Bitcast => {
            !a.is_complex() && !dst.is_complex() && a != ElemType::Index && dst != ElemType::Index && wa == wd
        }
    };
    expect(ok, &format!("{} from {} to {}", op.mlir_name(), a.name(), dst.name()))
}

fn access(buf: Ty, idx: Ty, val: Ty) -> Result<(), String> {
    let Ty::Buf(t) = buf else { return Err("the buffer operand is not a buffer".into()) };
    expect(idx == INDEX, "the index is not an index")?;
    expect(val == Ty::Scalar(t), &format!("the value is a {val:?}, the buffer holds {}", t.name()))
}

fn call(
    prog: &Program,
    dsts: &[VarId],
    callee: &Callee,
    args: &[VarId],
    statics: &[(String, Static)],
) -> Result<(), String> {
    let tys = |xs: &[VarId]| xs.iter().map(|&x| prog.ty(x)).collect::<Vec<_>>();
    for (name, s) in statics {
        if let Static::Data(t, values) = s {
            let bad = values.iter().find(|&&v| constant(*t, v).is_err());
            expect(bad.is_none(), &format!("static '{name}' holds {bad:?}, not a {}", t.name()))?;
        }
    }
    match callee {
        Callee::Runtime(name) => expect(!name.is_empty(), "a runtime call without a name"),
        Callee::Func(f) => {
            let Some(func) = prog.funcs.get(f.0 as usize) else {
                return Err(format!("function {} does not exist", f.0));
            };
            let params = prog.blocks.get(func.body.0 as usize).map(|b| tys(&b.args)).unwrap_or_default();
            expect(
                tys(args) == params,
                &format!("arguments {:?} for @{} taking {params:?}", tys(args), func.name),
            )?;
            expect(
                tys(dsts) == func.results,
                &format!("results {:?} for @{} returning {:?}", tys(dsts), func.name, func.results),
            )
        }
    }
}
