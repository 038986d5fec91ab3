//! The `arith` verifier: MLIR's rules for each op, in MLIR's order and words.
//!
//! Why: a program that parses can still add an `f32` to an `i32` (in the generic form) or
//! extend a value to a narrower type; MLIR rejects it when it verifies, and so do we, with
//! the same message. The order of the checks is MLIR's: operand and result counts,
//! attributes, operand and result type constraints, the traits relating types, then the
//! op's own rules (cast compatibility, constant values).

use super::forms::{CMPF, CMPI};
use super::types::{
    check_counts, check_operands, check_results, elem_or_self, elementwise, q, same_operand_types,
    same_shape_all, same_tensor_dims, same_type_all, C,
};
use super::FlagKind;
use crate::attrs::Attr;
use crate::ids::OpId;
use crate::ir::Ir;
use crate::types::{Signedness, Type};

/// Verifies any arith op.
pub(super) fn verify(ir: &Ir, op: OpId) -> Result<(), String> {
    let name = ir.op_name(op).strip_prefix("arith.").unwrap_or("");
    match name {
        "constant" => verify_constant(ir, op),
        "addi" | "subi" | "muli" | "shli" => binary(ir, op, C::IntLike, Some("overflowFlags")),
        "divsi" | "divui" | "ceildivsi" | "ceildivui" | "floordivsi" | "remsi" | "remui" | "andi" | "ori"
        | "xori" | "shrsi" | "shrui" | "maxsi" | "maxui" | "minsi" | "minui" => {
            binary(ir, op, C::IntLike, None)
        }
        "addf" | "subf" | "mulf" | "divf" | "remf" | "maximumf" | "minimumf" | "maxnumf" | "minnumf" => {
            binary(ir, op, C::FloatLike, Some("fastmath"))
        }
        "negf" => {
            check_counts(ir, op, Some(1), Some(1))?;
            check_flag_attr(ir, op, "fastmath")?;
            check_operands(ir, op, &[C::FloatLike])?;
            check_results(ir, op, &[C::FloatLike])?;
            same_type_all(ir, op)
        }
        "cmpi" => verify_cmp(ir, op, &CMPI, C::IntLike),
        "cmpf" => verify_cmp(ir, op, &CMPF, C::FloatLike),
        "select" => verify_select(ir, op),
        "addui_extended" => verify_extended(ir, op, C::BoolLike, "{lhs, rhs, sum}"),
        "mulsi_extended" | "mului_extended" => verify_extended(ir, op, C::IntLike, "{lhs, rhs, low, high}"),
        "scaling_extf" | "scaling_truncf" => {
            check_counts(ir, op, Some(2), Some(1))?;
            check_flag_attr(ir, op, "roundingmode")?;
            check_flag_attr(ir, op, "fastmath")
        }
        _ => verify_cast(ir, op, name),
    }
}

fn binary(ir: &Ir, op: OpId, c: C, flag: Option<&str>) -> Result<(), String> {
    check_counts(ir, op, Some(2), Some(1))?;
    if let Some(flag) = flag {
        check_flag_attr(ir, op, flag)?;
    }
    check_operands(ir, op, &[c, c])?;
    check_results(ir, op, &[c])?;
    same_type_all(ir, op)
}

/// The constraint of a flag property, when the op has it.
pub(crate) fn check_flag_attr(ir: &Ir, op: OpId, name: &str) -> Result<(), String> {
    let Some(a) = ir.op_attr(op, name) else { return Ok(()) };
    let ok = match name {
        "fastmath" => FlagKind::FastMath.bits_of(ir, a).is_some(),
        "overflowFlags" => FlagKind::Overflow.bits_of(ir, a).is_some(),
        _ => {
            matches!(ir.attr_of(a), Attr::Integer { value, ty } if ir.type_of(*ty).is_signless_int(32) && (0..5).contains(value))
        }
    };
    if ok {
        return Ok(());
    }
    let what = match name {
        "fastmath" => "Floating point fast math flags",
        "overflowFlags" => "Integer overflow arith flags",
        _ => "Floating point rounding mode",
    };
    Err(format!("attribute '{name}' failed to satisfy constraint: {what}"))
}

fn verify_cmp(ir: &Ir, op: OpId, preds: &[&str], c: C) -> Result<(), String> {
    check_counts(ir, op, Some(2), Some(1))?;
    let Some(a) = ir.op_attr(op, "predicate") else { return Err("requires attribute 'predicate'".into()) };
    let ok = matches!(ir.attr_of(a), Attr::Integer { value, ty }
        if ir.type_of(*ty).is_signless_int(64) && (0..preds.len() as i128).contains(value));
    if !ok {
        let cases: Vec<String> = (0..preds.len()).map(|i| i.to_string()).collect();
        return Err(format!(
            "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {}",
            cases.join(", ")
        ));
    }
    if c == C::FloatLike {
        check_flag_attr(ir, op, "fastmath")?;
    }
    check_operands(ir, op, &[c, c])?;
    check_results(ir, op, &[C::BoolLike])?;
    same_operand_types(ir, op)?;
    let (lhs, res) = (ir.value_type(ir.op(op).operands[0]), ir.value_type(ir.op(op).results[0]));
    if ir.type_of(lhs).shape() != ir.type_of(res).shape() || !same_tensor_dims(ir, lhs, res) {
        return Err("failed to verify that result type has i1 element type and same shape as operands".into());
    }
    Ok(())
}

fn verify_select(ir: &Ir, op: OpId) -> Result<(), String> {
    check_counts(ir, op, Some(3), Some(1))?;
    check_operands(ir, op, &[C::BoolLike])?;
    let o = ir.op(op);
    let (t, f, r) = (ir.value_type(o.operands[1]), ir.value_type(o.operands[2]), ir.value_type(o.results[0]));
    if t != f || t != r {
        return Err("failed to verify that all of {true_value, false_value, result} have same type".into());
    }
    let cond = ir.value_type(o.operands[0]);
    if ir.type_of(cond).shape().is_some() && !same_tensor_dims(ir, cond, r) {
        return Err("all non-scalar operands/results must have the same shape and base type".into());
    }
    Ok(())
}

fn verify_extended(ir: &Ir, op: OpId, second: C, all: &str) -> Result<(), String> {
    check_counts(ir, op, Some(2), Some(2))?;
    check_operands(ir, op, &[C::IntLike, C::IntLike])?;
    check_results(ir, op, &[C::IntLike, second])?;
    let o = ir.op(op);
    let mut tys = ir.value_types(&o.operands);
    tys.push(ir.value_type(o.results[0]));
    if second == C::IntLike {
        tys.push(ir.value_type(o.results[1]));
    }
    if tys.windows(2).any(|w| w[0] != w[1]) {
        return Err(format!("failed to verify that all of {all} have same type"));
    }
    elementwise(ir, op)
}

fn verify_constant(ir: &Ir, op: OpId) -> Result<(), String> {
    check_counts(ir, op, Some(0), Some(1))?;
    let Some(a) = ir.op_attr(op, "value") else { return Err("requires attribute 'value'".into()) };
    let r = ir.value_type(ir.op(op).results[0]);
    let ty = match ir.attr_of(a) {
        Attr::Integer { ty, .. } | Attr::Float { ty, .. } => Some(*ty),
        Attr::DenseElements { ty, .. } | Attr::SparseElements { ty, .. } | Attr::DenseResource { ty, .. } => {
            Some(*ty)
        }
        Attr::String { ty, .. } => Some(ty.or_else(|| ir.lookup_type(&Type::None)).unwrap_or(r)),
        Attr::Bool(_) => ir.lookup_type(&Type::Integer { width: 1, signedness: Signedness::Signless }),
        _ => return Err("attribute 'value' failed to satisfy constraint: TypedAttr instance".into()),
    };
    if ty != Some(r) {
        return Err("failed to verify that all of {value, result} have same type".into());
    }
    match ir.attr_of(a) {
        Attr::Integer { .. } | Attr::Bool(_) => {
            if !matches!(ir.type_of(r), Type::Index | Type::Integer { signedness: Signedness::Signless, .. })
            {
                return Err("integer return type must be signless".into());
            }
        }
        Attr::Float { .. }
        | Attr::DenseElements { .. }
        | Attr::SparseElements { .. }
        | Attr::DenseResource { .. } => {}
        _ => return Err("value must be an integer, float, or elements attribute".into()),
    }
    Ok(())
}

/// The operand and result constraints of a cast.
fn cast_constraints(name: &str) -> Option<(C, C)> {
    Some(match name {
        "extf" | "truncf" => (C::FloatLike, C::FloatLike),
        "extsi" | "extui" | "trunci" => (C::FixedIntLike, C::FixedIntLike),
        "sitofp" | "uitofp" => (C::FixedIntLike, C::FloatLike),
        "fptosi" | "fptoui" => (C::FloatLike, C::FixedIntLike),
        "index_cast" | "index_castui" => (C::IntLikeOrMemRef, C::IntLikeOrMemRef),
        "bitcast" => (C::IntOrFloatLikeOrMemRef, C::IntOrFloatLikeOrMemRef),
        _ => return None,
    })
}

fn verify_cast(ir: &Ir, op: OpId, name: &str) -> Result<(), String> {
    let Some((cin, cout)) = cast_constraints(name) else { return Ok(()) };
    check_counts(ir, op, Some(1), Some(1))?;
    for flag in ["roundingmode", "overflowFlags", "fastmath"] {
        check_flag_attr(ir, op, flag)?;
    }
    check_operands(ir, op, &[cin])?;
    check_results(ir, op, &[cout])?;
    same_shape_all(ir, op)?;
    let (from, to) = (ir.value_type(ir.op(op).operands[0]), ir.value_type(ir.op(op).results[0]));
    if !same_tensor_dims(ir, from, to) {
        return Err("failed to verify that input and output have the same tensor dimensions".into());
    }
    let (a, b) = (ir.type_of(elem_or_self(ir, from)), ir.type_of(elem_or_self(ir, to)));
    let (wa, wb) = (a.bit_width().unwrap_or(0), b.bit_width().unwrap_or(0));
    let ok = match name {
        "extf" | "extsi" | "extui" => wb > wa,
        "truncf" | "trunci" => wb < wa,
        "index_cast" | "index_castui" => matches!(a, Type::Index) != matches!(b, Type::Index),
        "bitcast" => wa == wb,
        _ => true,
    };
    if !ok {
        return Err(format!(
            "operand type {} and result type {} are cast incompatible",
            q(ir, from),
            q(ir, to)
        ));
    }
    Ok(())
}
