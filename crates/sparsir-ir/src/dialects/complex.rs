//! The `complex` dialect: complex numbers built from parts, their arithmetic and
//! elementary functions.
//!
//! Why: sparse tensors may hold `complex<f32>` / `complex<f64>` values; programs create,
//! combine and take apart such values with these ops. Every form ends in `: complex<T>`
//! (a non-complex type there is a parse error, as in MLIR); most ops carry `fastmath`.

use super::arith::forms::{self as f, parse_attr_dict, parse_clauses, FMF};
use super::arith::types::{check_counts, check_operands, check_results, q, same_type_all, C};
use crate::attrs::Attr;
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::{Signedness, Type};

const FM: &[&str] = &["fastmath"];
const BINARY: &[&str] = &["add", "sub", "mul", "div", "pow", "atan2"];
const UNARY: &[&str] =
    &["neg", "conj", "exp", "log", "sqrt", "sin", "cos", "tanh", "tan", "rsqrt", "expm1", "log1p", "sign"];
const TO_ELEM: &[&str] = &["re", "im", "abs", "angle"];

const fn same(
    name: &'static str,
    parse: crate::registry::ParseFn,
    inherent: &'static [&'static str],
) -> OpSpec {
    OpSpec::custom(name, parse, f::print_same, inherent).verified(verify)
}

/// The complex dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec::custom("complex.constant", parse_constant, print_constant, &["value"]).verified(verify),
    OpSpec::custom("complex.create", parse_create, print_create, &[]).verified(verify),
    same("complex.re", parse_to_elem, FM),
    same("complex.im", parse_to_elem, FM),
    same("complex.abs", parse_to_elem, FM),
    same("complex.angle", parse_to_elem, FM),
    same("complex.add", parse_binary, FM),
    same("complex.sub", parse_binary, FM),
    same("complex.mul", parse_binary, FM),
    same("complex.div", parse_binary, FM),
    same("complex.pow", parse_binary, FM),
    same("complex.atan2", parse_binary, FM),
    same("complex.neg", parse_unary, FM),
    same("complex.conj", parse_unary, FM),
    same("complex.exp", parse_unary, FM),
    same("complex.log", parse_unary, FM),
    same("complex.sqrt", parse_unary, FM),
    same("complex.sin", parse_unary, FM),
    same("complex.cos", parse_unary, FM),
    same("complex.tanh", parse_unary, FM),
    same("complex.tan", parse_unary, FM),
    same("complex.rsqrt", parse_unary, FM),
    same("complex.expm1", parse_unary, FM),
    same("complex.log1p", parse_unary, FM),
    same("complex.sign", parse_unary, FM),
    same("complex.eq", parse_compare, &[]),
    same("complex.neq", parse_compare, &[]),
    OpSpec::custom("complex.bitcast", f::parse_cast, f::print_cast, &[]).verified(verify),
];

/// Inherent attributes with a default value: `(name, dialect, body)`.
pub(crate) fn default_props(name: &str) -> &'static [(&'static str, &'static str, &'static str)] {
    const FASTMATH: &[(&str, &str, &str)] = &[("fastmath", "arith", "fastmath<none>")];
    match name.strip_prefix("complex.") {
        Some("constant" | "create" | "eq" | "neq" | "bitcast") | None => &[],
        Some(_) => FASTMATH,
    }
}

/// The result a complex form has.
#[derive(Clone, Copy)]
enum Out {
    Same,
    Elem,
    I1,
}

/// `%a, … [fastmath] attr-dict : complex<T>`.
fn parse_complex_form(p: &mut Parser<'_>, st: &mut OpState, n: usize, clauses: u8, out: Out) -> PResult<()> {
    let refs = f::parse_operands_n(p, n)?;
    parse_clauses(p, st, clauses)?;
    parse_attr_dict(p, st, &[])?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let ty = p.parse_type()?;
    let elem = f::complex_elem(p, ty, pos)?;
    st.operands = p.resolve_operands_same(&refs, ty)?;
    st.result_types = vec![match out {
        Out::Same => ty,
        Out::Elem => {
            if !C::ComplexFloat.holds(&p.ir, ty) {
                let msg =
                    format!("'complex' must be {}, but got {}", C::ComplexFloat.desc(), p.type_text(ty));
                return Err(p.op_error_at(pos, msg));
            }
            elem
        }
        Out::I1 => p.ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless }),
    }];
    Ok(())
}

fn parse_binary(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_complex_form(p, st, 2, FMF, Out::Same)
}

fn parse_unary(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_complex_form(p, st, 1, FMF, Out::Same)
}

fn parse_to_elem(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_complex_form(p, st, 1, FMF, Out::Elem)
}

fn parse_compare(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_complex_form(p, st, 2, 0, Out::I1)
}

/// `complex.create`: `%re, %im attr-dict : complex<T>`.
fn parse_create(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = f::parse_operands_n(p, 2)?;
    parse_attr_dict(p, st, &[])?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let ty = p.parse_type()?;
    let elem = f::complex_elem(p, ty, pos)?;
    st.operands = p.resolve_operands_same(&refs, elem)?;
    st.result_types = vec![ty];
    Ok(())
}

fn print_create(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" ");
    p.operands(&o.operands);
    p.attr_dict(op, &[]);
    p.w(" : ");
    if let Some(&r) = o.results.first() {
        p.ty(ir.value_type(r));
    }
}

/// `complex.constant`: `[re, im] attr-dict : complex<T>`.
fn parse_constant(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let pos = p.pos();
    let value = p.parse_attr(None)?;
    if !matches!(p.ir.attr_of(value), Attr::Array(_)) {
        return Err(p.op_error_at(pos, "invalid kind of attribute specified"));
    }
    p.add_prop(st, "value", value);
    parse_attr_dict(p, st, &["value"])?;
    st.result_types = vec![p.parse_colon_type()?];
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    if let Some(a) = ir.op_attr(op, "value") {
        p.w(" ");
        p.attr(a);
    }
    p.attr_dict(op, &["value"]);
    p.w(" : ");
    if let Some(&r) = ir.op(op).results.first() {
        p.ty(ir.value_type(r));
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), String> {
    let name = ir.op_name(op).strip_prefix("complex.").unwrap_or("");
    let fm = || super::arith::check_fastmath(ir, op);
    if BINARY.contains(&name) || UNARY.contains(&name) {
        let n = if BINARY.contains(&name) { 2 } else { 1 };
        check_counts(ir, op, Some(n), Some(1))?;
        fm()?;
        check_operands(ir, op, &[C::ComplexFloat; 2][..n])?;
        check_results(ir, op, &[C::ComplexFloat])?;
        return same_type_all(ir, op);
    }
    if TO_ELEM.contains(&name) {
        check_counts(ir, op, Some(1), Some(1))?;
        fm()?;
        check_operands(ir, op, &[C::ComplexFloat])?;
        check_results(ir, op, &[C::Float])?;
        return elem_matches(
            ir,
            ir.op(op).operands[0],
            ir.op(op).results[0],
            "complex element type matches result type",
        );
    }
    match name {
        "eq" | "neq" => {
            check_counts(ir, op, Some(2), Some(1))?;
            check_operands(ir, op, &[C::ComplexFloat, C::ComplexFloat])?;
            check_results(ir, op, &[C::I1])?;
            let o = ir.op(op);
            if ir.value_type(o.operands[0]) != ir.value_type(o.operands[1]) {
                return Err("failed to verify that all of {lhs, rhs} have same type".into());
            }
            Ok(())
        }
        "create" => verify_create(ir, op),
        "constant" => verify_constant(ir, op),
        "bitcast" => verify_bitcast(ir, op),
        _ => Ok(()),
    }
}

fn elem_matches(
    ir: &Ir,
    complex: crate::ids::ValueId,
    part: crate::ids::ValueId,
    what: &str,
) -> Result<(), String> {
    match ir.type_of(ir.value_type(complex)) {
        Type::Complex(e) if *e == ir.value_type(part) => Ok(()),
        _ => Err(format!("failed to verify that {what}")),
    }
}

fn verify_create(ir: &Ir, op: OpId) -> Result<(), String> {
    check_counts(ir, op, Some(2), Some(1))?;
    check_operands(ir, op, &[C::Float, C::Float])?;
    check_results(ir, op, &[C::ComplexFloat])?;
    let o = ir.op(op);
    if ir.value_type(o.operands[0]) != ir.value_type(o.operands[1]) {
        return Err("failed to verify that all of {real, imaginary} have same type".into());
    }
    elem_matches(ir, o.results[0], o.operands[0], "complex element type matches real operand type")
}

fn verify_constant(ir: &Ir, op: OpId) -> Result<(), String> {
    check_counts(ir, op, Some(0), Some(1))?;
    let Some(a) = ir.op_attr(op, "value") else { return Err("requires attribute 'value'".into()) };
    let Attr::Array(items) = ir.attr_of(a) else {
        return Err("attribute 'value' failed to satisfy constraint: array attribute".into());
    };
    check_results(ir, op, &[C::Any])?;
    let r = ir.value_type(ir.op(op).results[0]);
    let Type::Complex(elem) = ir.type_of(r) else {
        return Err(format!("result #0 must be complex-type, but got {}", q(ir, r)));
    };
    if items.len() != 2 {
        return Err("requires 'value' to be a complex constant, represented as array of two values".into());
    }
    let part = |a| match ir.attr_of(a) {
        Attr::Integer { ty, .. } | Attr::Float { ty, .. } => Some(*ty),
        _ => None,
    };
    let (Some(re), Some(im)) = (part(items[0]), part(items[1])) else {
        return Err("requires 'value' to be a complex constant, represented as array of two values".into());
    };
    if re != *elem || im != *elem {
        return Err(format!(
            "requires attribute's element types ({}, {}) to match the element type of the op's return type ({})",
            q(ir, re),
            q(ir, im),
            q(ir, *elem)
        ));
    }
    Ok(())
}

fn bit_width(ir: &Ir, ty: TypeId) -> Option<u32> {
    match ir.type_of(ty) {
        Type::Complex(e) => ir.type_of(*e).bit_width().map(|w| 2 * w),
        t => t.bit_width(),
    }
}

fn verify_bitcast(ir: &Ir, op: OpId) -> Result<(), String> {
    check_counts(ir, op, Some(1), Some(1))?;
    let o = ir.op(op);
    let (a, b) = (ir.value_type(o.operands[0]), ir.value_type(o.results[0]));
    if bit_width(ir, a) != bit_width(ir, b) {
        return Err("casting bitwidths do not match".into());
    }
    Ok(())
}
