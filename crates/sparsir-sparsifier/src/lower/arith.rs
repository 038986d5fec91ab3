//! `arith`, `math` and `complex` on scalars.
//!
//! Why: each scalar op has a loop-IR twin of the same name (see `sparsir_loops::ops`);
//! constants of tensor and vector type become runtime constants. Ops on vectors or
//! tensors (elementwise arith on shaped values) are refused as unsupported.

use sparsir_ir::OpId;
use sparsir_loops::ops::{FloatPred, IntPred};
use sparsir_loops::{BinOp, CastOp, CmpPred, Static, Ty, UnOp};
use sparsir_storage::Scalar;

use super::types::{attr_int, attr_scalar, dense_scalars, elem_of, shape_of};
use super::{Cx, Result};

/// Lowers one `arith`/`math`/`complex` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let name = ir.op_name(op);
    if name == "arith.constant" || name == "complex.constant" {
        return constant(cx, op);
    }
    let o = ir.op(op);
    for &v in o.operands.iter().chain(&o.results) {
        if !matches!(cx.ty_of(v), Ok(Ty::Scalar(_))) {
            return Err(cx.unsupported(op, "on vectors or tensors (only scalars)"));
        }
    }
    let args = cx.operands(op)?;
    let result = if let Some(bin) = BinOp::from_mlir_name(name) {
        cx.b.binary(bin, args[0], args[1])
    } else if let Some(un) = UnOp::from_mlir_name(name) {
        cx.b.unary(un, args[0])
    } else if let Some(c) = CastOp::from_mlir_name(name) {
        let Ok(Ty::Scalar(to)) = cx.ty_of(o.results[0]) else { unreachable!("checked above") };
        cx.b.cast(c, args[0], to)
    } else {
        match name {
            "arith.cmpi" | "arith.cmpf" => {
                let p = ir.op_attr(op, "predicate").and_then(|a| attr_int(ir, a)).unwrap_or(-1) as usize;
                let pred = if name == "arith.cmpi" {
                    IntPred::ALL.get(p).map(|&p| CmpPred::Int(p))
                } else {
                    FloatPred::ALL.get(p).map(|&p| CmpPred::Float(p))
                };
                let pred = pred.ok_or_else(|| cx.error(op, "internal error: bad predicate"))?;
                cx.b.cmp(pred, args[0], args[1])
            }
            "complex.eq" => cx.b.cmp(CmpPred::ComplexEq, args[0], args[1]),
            "complex.neq" => cx.b.cmp(CmpPred::ComplexNe, args[0], args[1]),
            "arith.select" => cx.b.select(args[0], args[1], args[2]),
            "arith.extf" | "arith.truncf" => unreachable!("casts"),
            _ => return Err(cx.unsupported(op, "(not lowered yet)")),
        }
    };
    cx.set_results(op, &[result]);
    Ok(())
}

fn constant(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let result = ir.op(op).results[0];
    let rty = ir.value_type(result);
    let attr =
        ir.op_attr(op, "value").ok_or_else(|| cx.error(op, "internal error: constant without value"))?;
    let var = match cx.ty_of(result)? {
        Ty::Scalar(t) => {
            let s = attr_scalar(ir, attr).ok_or_else(|| cx.unsupported(op, "with this kind of value"))?;
            cx.b.constant(t, s)
        }
        ty @ (Ty::Handle | Ty::Buf(_)) => {
            let (elem, data) =
                dense_scalars(ir, attr).ok_or_else(|| cx.unsupported(op, "with this kind of value"))?;
            if elem_of(ir, rty) != Some(elem) {
                return Err(cx.unsupported(op, "whose value's element type differs from the result's"));
            }
            let shape = shape_of(ir, rty);
            let name = if ty == Ty::Handle { "sparsir_tensor_const" } else { "sparsir_buffer_const" };
            let statics = vec![
                ("value".to_string(), Static::Data(elem, data)),
                ("shape".to_string(), Static::Ints(shape)),
            ];
            let origin = Some(cx.origin(op));
            let mut statics = statics;
            statics.extend(super::types::encoding_static(ir, "encoding", rty));
            cx.b.call_runtime(name, &[], statics, &[ty], origin)[0]
        }
    };
    cx.set_results(op, &[var]);
    Ok(())
}

/// An `index` constant (shared helper for other dialect files).
pub fn index_const(cx: &mut Cx, v: i64) -> sparsir_loops::VarId {
    cx.b.constant(sparsir_storage::ElemType::Index, Scalar::Int(v as i128))
}
