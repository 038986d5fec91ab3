//! The `math` dialect: elementary functions (`sqrt`, `exp`, `powf`, …), integer bit
//! counts and float classification.
//!
//! Why: sparse kernels apply these to stored values (`math.absf` in a norm, `math.sqrt`
//! after a reduction). The custom forms are the shared `arith` forms; float ops carry a
//! `fastmath` flag that MLIR stores as `#arith.fastmath<none>` when not written.

use super::arith::forms::{self as f, parse_attr_dict, parse_clauses, parse_form, Form, Res, FMF};
use super::arith::types::{check_counts, check_operands, check_results, same_shape_all, same_type_all, C};
use super::arith::FlagKind;
use crate::ids::OpId;
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;

/// Float functions of one operand: `%a [fastmath] attr-dict : T`.
const UNARY_FLOAT: &[&str] = &[
    "sqrt",
    "rsqrt",
    "cbrt",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log2",
    "log10",
    "log1p",
    "absf",
    "ceil",
    "floor",
    "round",
    "roundeven",
    "trunc",
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "tanh",
    "asinh",
    "acosh",
    "atanh",
    "erf",
    "erfc",
];
const BINARY_FLOAT: &[&str] = &["powf", "atan2", "copysign"];
const INTEGER_UNARY: &[&str] = &["absi", "ctlz", "cttz", "ctpop"];

const FM: &[&str] = &["fastmath"];

const fn same(
    name: &'static str,
    parse: crate::registry::ParseFn,
    inherent: &'static [&'static str],
) -> OpSpec {
    OpSpec::custom(name, parse, f::print_same, inherent).verified(verify)
}

/// The math dialect's ops.
pub static OPS: &[OpSpec] = &[
    same("math.sqrt", f::parse_un_fm, FM),
    same("math.rsqrt", f::parse_un_fm, FM),
    same("math.cbrt", f::parse_un_fm, FM),
    same("math.exp", f::parse_un_fm, FM),
    same("math.exp2", f::parse_un_fm, FM),
    same("math.expm1", f::parse_un_fm, FM),
    same("math.log", f::parse_un_fm, FM),
    same("math.log2", f::parse_un_fm, FM),
    same("math.log10", f::parse_un_fm, FM),
    same("math.log1p", f::parse_un_fm, FM),
    same("math.absf", f::parse_un_fm, FM),
    same("math.ceil", f::parse_un_fm, FM),
    same("math.floor", f::parse_un_fm, FM),
    same("math.round", f::parse_un_fm, FM),
    same("math.roundeven", f::parse_un_fm, FM),
    same("math.trunc", f::parse_un_fm, FM),
    same("math.sin", f::parse_un_fm, FM),
    same("math.cos", f::parse_un_fm, FM),
    same("math.tan", f::parse_un_fm, FM),
    same("math.asin", f::parse_un_fm, FM),
    same("math.acos", f::parse_un_fm, FM),
    same("math.atan", f::parse_un_fm, FM),
    same("math.sinh", f::parse_un_fm, FM),
    same("math.cosh", f::parse_un_fm, FM),
    same("math.tanh", f::parse_un_fm, FM),
    same("math.asinh", f::parse_un_fm, FM),
    same("math.acosh", f::parse_un_fm, FM),
    same("math.atanh", f::parse_un_fm, FM),
    same("math.erf", f::parse_un_fm, FM),
    same("math.erfc", f::parse_un_fm, FM),
    same("math.powf", f::parse_bin_fm, FM),
    same("math.atan2", f::parse_bin_fm, FM),
    same("math.copysign", f::parse_bin_fm, FM),
    same("math.fma", f::parse_tern_fm, FM),
    OpSpec::custom("math.isnan", parse_classify, print_classify, FM).verified(verify),
    OpSpec::custom("math.isinf", parse_classify, print_classify, FM).verified(verify),
    OpSpec::custom("math.isfinite", parse_classify, print_classify, FM).verified(verify),
    OpSpec::custom("math.isnormal", parse_classify, print_classify, FM).verified(verify),
    same("math.sincos", parse_sincos, FM),
    same("math.absi", f::parse_un, &[]),
    same("math.ctlz", f::parse_un, &[]),
    same("math.cttz", f::parse_un, &[]),
    same("math.ctpop", f::parse_un, &[]),
    same("math.ipowi", f::parse_bin, &[]),
    OpSpec::custom("math.fpowi", parse_fpowi, print_fpowi, FM).verified(verify),
    OpSpec::custom("math.clampf", parse_clampf, print_clampf, FM).verified(verify),
];

/// Inherent attributes with a default value: `(name, dialect, body)`.
pub(crate) fn default_props(name: &str) -> &'static [(&'static str, &'static str, &'static str)] {
    const FASTMATH: &[(&str, &str, &str)] = &[("fastmath", "arith", "fastmath<none>")];
    match name.strip_prefix("math.") {
        Some(n) if INTEGER_UNARY.contains(&n) || n == "ipowi" => &[],
        Some(_) => FASTMATH,
        None => &[],
    }
}

/// `math.isnan` and friends: `%a attr-dict : T`, an `i1`-like result (no `fastmath`
/// clause: the flags, when set, are written in the dictionary).
fn parse_classify(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_form(p, st, &Form { n: 1, clauses: 0, res: Res::I1("operand", C::FloatLike) })
}

fn print_classify(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let none = ir.op_attr(op, "fastmath").and_then(|a| FlagKind::FastMath.bits_of(ir, a)) == Some(0);
    let o = ir.op(op);
    p.w(" ");
    p.operands(&o.operands);
    p.attr_dict(op, if none { &["fastmath"] } else { &[] });
    p.w(" : ");
    if let Some(&v) = o.operands.first() {
        p.ty(ir.value_type(v));
    }
}

/// `math.sincos`: `%a [fastmath] attr-dict : T`, two results.
fn parse_sincos(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_form(p, st, &Form { n: 1, clauses: FMF, res: Res::Pair })
}

/// `math.fpowi`: `%a, %b [fastmath] attr-dict : T, U`.
fn parse_fpowi(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = f::parse_operands_n(p, 2)?;
    parse_clauses(p, st, FMF)?;
    parse_attr_dict(p, st, &[])?;
    let pos = p.pos();
    let a = p.parse_colon_type()?;
    p.expect(Tok::Comma, ",")?;
    let b = p.parse_type()?;
    st.operands = p.resolve_operands(&refs, &[a, b], pos)?;
    st.result_types = vec![a];
    Ok(())
}

fn print_fpowi(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    f::print_same(p, op);
    if let Some(&b) = ir.op(op).operands.get(1) {
        p.w(", ");
        p.ty(ir.value_type(b));
    }
}

/// `math.clampf`: `%v to [%lo, %hi] [fastmath] attr-dict : T`.
fn parse_clampf(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_keyword("to")?;
    p.expect(Tok::LSquare, "[")?;
    let lo = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let hi = p.parse_operand()?;
    p.expect(Tok::RSquare, "]")?;
    parse_clauses(p, st, FMF)?;
    parse_attr_dict(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands_same(&[v, lo, hi], ty)?;
    st.result_types = vec![ty];
    Ok(())
}

fn print_clampf(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    if o.operands.len() != 3 {
        f::print_same(p, op);
        return;
    }
    p.w(" ");
    p.operand(o.operands[0]);
    p.w(" to [");
    p.operands(&o.operands[1..]);
    p.w("]");
    let done = f::print_clauses(p, op);
    p.attr_dict(op, &done);
    p.w(" : ");
    p.ty(ir.value_type(o.operands[0]));
}

fn verify(ir: &Ir, op: OpId) -> Result<(), String> {
    let name = ir.op_name(op).strip_prefix("math.").unwrap_or("");
    let (n, c) = if UNARY_FLOAT.contains(&name) {
        (1, C::FloatLike)
    } else if BINARY_FLOAT.contains(&name) || name == "ipowi" {
        (2, if name == "ipowi" { C::IntLike } else { C::FloatLike })
    } else if INTEGER_UNARY.contains(&name) {
        (1, C::IntLike)
    } else {
        return verify_special(ir, op, name);
    };
    check_counts(ir, op, Some(n), Some(1))?;
    super::arith::check_fastmath(ir, op)?;
    check_operands(ir, op, &[c; 3][..n])?;
    check_results(ir, op, &[c])?;
    same_type_all(ir, op)
}

fn verify_special(ir: &Ir, op: OpId, name: &str) -> Result<(), String> {
    let (n, results) = match name {
        "fma" | "clampf" => (3, 1),
        "sincos" => (1, 2),
        "fpowi" => (2, 1),
        _ => (1, 1),
    };
    check_counts(ir, op, Some(n), Some(results))?;
    super::arith::check_fastmath(ir, op)?;
    match name {
        "fma" | "clampf" => {
            check_operands(ir, op, &[C::FloatLike; 3])?;
            check_results(ir, op, &[C::FloatLike])?;
            same_type_all(ir, op)
        }
        "sincos" => {
            check_operands(ir, op, &[C::FloatLike])?;
            check_results(ir, op, &[C::FloatLike, C::FloatLike])?;
            same_type_all(ir, op)
                .map_err(|_| "failed to verify that all of {operand, sin, cos} have same type".into())
        }
        "fpowi" => {
            check_operands(ir, op, &[C::FloatLike, C::IntLike])?;
            check_results(ir, op, &[C::FloatLike])?;
            same_shape_all(ir, op)?;
            let o = ir.op(op);
            if ir.value_type(o.operands[0]) != ir.value_type(o.results[0]) {
                return Err("failed to verify that all of {lhs, result} have same type".into());
            }
            Ok(())
        }
        _ => {
            check_operands(ir, op, &[C::FloatLike])?;
            check_results(ir, op, &[C::BoolLike])?;
            Ok(())
        }
    }
}
