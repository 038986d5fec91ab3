//! Allocation, access and simple casts: `memref.alloc` / `alloca`, `dealloc`, `load`,
//! `store`, `dim`, `rank`, `cast`, `memory_space_cast`, `copy`.
//!
//! Why: the building blocks of bufferized code; each has a short declarative syntax in
//! MLIR with inherent attributes printed in the trailing `{…}`.

use super::{is_false_or_absent, parse_indexed, print_indexed, props_from_attrs, resolve_indexed};
use crate::dialects::mixed::dense_i32;
use crate::dialects::values_form;
use crate::ids::OpId;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::types::Type;

/// Drops `nontemporal = false`: MLIR's custom form never prints the default.
fn drop_default_nontemporal(p: &mut Parser<'_>, st: &mut OpState) {
    let key = p.ir.intern("nontemporal");
    let f = p.ir.attr(crate::attrs::Attr::Bool(false));
    st.props.retain(|&(n, a)| !(n == key && a == f));
}

pub(super) fn parse_alloc(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let dynamic = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
    let symbols = if p.at(Tok::LSquare) {
        p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?
    } else {
        Vec::new()
    };
    st.attrs = p.parse_optional_attr_dict()?;
    props_from_attrs(p, st, &["alignment", "operandSegmentSizes"]);
    let ty = p.parse_colon_type()?;
    let index = p.ir.ty(Type::Index);
    st.operands = p.resolve_operands_same(&dynamic, index)?;
    st.operands.extend(p.resolve_operands_same(&symbols, index)?);
    st.result_types.push(ty);
    let sizes = dense_i32(&mut p.ir, &[dynamic.len(), symbols.len()]);
    let key = p.ir.intern("operandSegmentSizes");
    st.props.retain(|(n, _)| *n != key);
    st.props.push((key, sizes));
    Ok(())
}

pub(super) fn print_alloc(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let segs = crate::dialects::mixed::segments(ir, op);
    let (dynamic, symbols) = match segs.as_deref() {
        Some([d, s]) => (d.clone(), s.clone()),
        _ => (o.operands.clone(), Vec::new()),
    };
    p.w("(");
    p.operands(&dynamic);
    p.w(")");
    if !symbols.is_empty() {
        p.w("[");
        p.operands(&symbols);
        p.w("]");
    }
    p.attr_dict(op, &["operandSegmentSizes"]);
    p.w(" : ");
    p.result_types(&ir.value_types(&o.results));
}

pub(super) fn parse_load(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (m, idx) = parse_indexed(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    props_from_attrs(p, st, &["alignment", "nontemporal"]);
    drop_default_nontemporal(p, st);
    let ty = p.parse_colon_type()?;
    st.operands = resolve_indexed(p, &m, &idx, ty)?;
    let Some(elem) = p.ir.type_of(ty).elem().filter(|_| p.ir.type_of(ty).is_memref()) else {
        return Err(p.error(format!(
            "invalid kind of type specified: expected builtin.memref, but found {}",
            p.type_text(ty)
        )));
    };
    st.result_types.push(elem);
    Ok(())
}

pub(super) fn print_load(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let Some((&m, idx)) = ir.op(op).operands.split_first() else { return p.malformed() };
    p.w(" ");
    print_indexed(p, m, idx);
    let nontemporal = if is_false_or_absent(ir, op, "nontemporal") { "nontemporal" } else { "" };
    p.attr_dict(op, &[nontemporal]);
    p.w(" : ");
    p.ty(ir.value_type(m));
}

pub(super) fn parse_store(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let (m, idx) = parse_indexed(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    props_from_attrs(p, st, &["alignment", "nontemporal"]);
    drop_default_nontemporal(p, st);
    let ty = p.parse_colon_type()?;
    let Some(elem) = p.ir.type_of(ty).elem().filter(|_| p.ir.type_of(ty).is_memref()) else {
        return Err(p.error(format!(
            "invalid kind of type specified: expected builtin.memref, but found {}",
            p.type_text(ty)
        )));
    };
    st.operands.push(p.resolve_operand(&v, elem)?);
    st.operands.extend(resolve_indexed(p, &m, &idx, ty)?);
    Ok(())
}

pub(super) fn print_store(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    if o.operands.len() < 2 {
        return p.malformed();
    }
    p.w(" ");
    p.operand(o.operands[0]);
    p.w(", ");
    print_indexed(p, o.operands[1], &o.operands[2..]);
    let nontemporal = if is_false_or_absent(ir, op, "nontemporal") { "nontemporal" } else { "" };
    p.attr_dict(op, &[nontemporal]);
    p.w(" : ");
    p.ty(ir.value_type(o.operands[1]));
}

pub(super) fn parse_dim(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let src = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let i = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    let index = p.ir.ty(Type::Index);
    st.operands = vec![p.resolve_operand(&src, ty)?, p.resolve_operand(&i, index)?];
    st.result_types.push(index);
    Ok(())
}

pub(super) fn print_dim(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let [src, i] = ir.op(op).operands[..] else { return p.malformed() };
    p.attr_dict(op, &[]);
    p.w(" ");
    p.operand(src);
    p.w(", ");
    p.operand(i);
    p.w(" : ");
    p.ty(ir.value_type(src));
}

pub(super) fn parse_rank(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    values_form::parse_single(p, st)?;
    let index = p.ir.ty(Type::Index);
    st.result_types.push(index);
    Ok(())
}

pub(super) fn print_rank(p: &mut Printer<'_>, op: OpId) {
    values_form::print_single(p, op);
}

/// `%src attr-dict : T to U` (`memref.cast`, `memref.memory_space_cast`).
pub(super) fn parse_cast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, from)?);
    st.result_types.push(to);
    Ok(())
}

pub(super) fn print_cast(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return p.malformed();
    };
    p.w(" ");
    p.operand(src);
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.ty(ir.value_type(src));
    p.w(" to ");
    p.ty(ir.value_type(res));
}

pub(super) fn parse_copy(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let dst = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&src, from)?, p.resolve_operand(&dst, to)?];
    Ok(())
}

pub(super) fn print_copy(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let [src, dst] = ir.op(op).operands[..] else { return p.malformed() };
    p.w(" ");
    p.operand(src);
    p.w(", ");
    p.operand(dst);
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.ty(ir.value_type(src));
    p.w(" to ");
    p.ty(ir.value_type(dst));
}
