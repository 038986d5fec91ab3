//! `memref.global` / `get_global`, `alloca_scope`, `realloc`, `assume_alignment`,
//! `prefetch` and the atomics (`atomic_rmw`, `generic_atomic_rmw`, `atomic_yield`).
//!
//! Why: less common memref ops that still appear in programs MLIR prints (constant
//! tables as globals, runtime helpers); each keeps MLIR's keywords and elisions.

use super::{elem_of, parse_indexed, print_indexed, props_from_attrs, resolve_indexed};
use crate::attrs::Attr;
use crate::dialects::values_form;
use crate::ids::{OpId, TypeId};
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::{attr_to_string, type_to_string, Printer};
use crate::types::{Signedness, Type};

fn str_attr(p: &mut Parser<'_>, s: String) -> crate::ids::AttrId {
    p.ir.attr(Attr::String { value: s, ty: None })
}

/// The tensor type of a global's initial value: the memref's shape and element type.
fn initial_value_type(p: &mut Parser<'_>, ty: TypeId) -> Option<TypeId> {
    match p.ir.type_of(ty).clone() {
        Type::MemRef { shape, elem, .. } => Some(p.ir.ty(Type::Tensor { shape, elem, encoding: None })),
        _ => None,
    }
}

pub(super) fn parse_global(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.at(Tok::Str) {
        let v = p.parse_string()?;
        let a = str_attr(p, v);
        p.add_prop(st, "sym_visibility", a);
    }
    if p.eat_keyword("constant") {
        let a = p.ir.attr(Attr::Unit);
        p.add_prop(st, "constant", a);
    }
    let name = p.parse_symbol_name()?;
    let a = str_attr(p, name);
    p.add_prop(st, "sym_name", a);
    let ty = p.parse_colon_type()?;
    let a = p.ir.attr(Attr::Type(ty));
    p.add_prop(st, "type", a);
    if p.eat(Tok::Equal) {
        let init = if p.eat_keyword("uninitialized") {
            p.ir.attr(Attr::Unit)
        } else {
            let implied = initial_value_type(p, ty);
            p.parse_attr(implied)?
        };
        p.add_prop(st, "initial_value", init);
    }
    st.attrs = p.parse_optional_attr_dict()?;
    props_from_attrs(p, st, &["alignment"]);
    Ok(())
}

pub(super) fn print_global(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let get = |k: &str| ir.op_attr(op, k).map(|a| (a, ir.attr_of(a)));
    if let Some((a, _)) = get("sym_visibility") {
        p.w(" ");
        p.attr(a);
    }
    if get("constant").is_some() {
        p.w(" constant");
    }
    let (Some((_, Attr::String { value: name, .. })), Some((_, Attr::Type(ty)))) =
        (get("sym_name"), get("type"))
    else {
        return p.malformed();
    };
    p.w(" ");
    p.symbol(name);
    p.w(" : ");
    p.ty(*ty);
    match get("initial_value") {
        Some((_, Attr::Unit)) => p.w(" = uninitialized"),
        Some((a, Attr::DenseElements { ty: vt, .. })) => {
            let text = attr_to_string(ir, a);
            let suffix = format!(" : {}", type_to_string(ir, *vt));
            p.w(" = ");
            p.w(text.strip_suffix(&suffix).unwrap_or(&text));
        }
        Some((a, _)) => {
            p.w(" = ");
            p.attr(a);
        }
        None => {}
    }
    p.attr_dict(op, &["sym_visibility", "constant", "sym_name", "type", "initial_value"]);
}

pub(super) fn parse_get_global(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let a = p.ir.attr(Attr::SymbolRef(vec![name]));
    p.add_prop(st, "name", a);
    st.result_types.push(p.parse_colon_type()?);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_get_global(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let (Some(a), Some(&r)) = (ir.op_attr(op, "name"), ir.op(op).results.first()) else {
        return p.malformed();
    };
    p.w(" ");
    p.attr(a);
    p.w(" : ");
    p.ty(ir.value_type(r));
    p.attr_dict(op, &["name"]);
}

pub(super) fn parse_alloca_scope(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.result_types = p.parse_optional_arrow_types()?;
    let mut body = p.parse_region(&[], false)?;
    p.ensure_terminator(&mut body, "memref.alloca_scope.return");
    st.regions.push(body);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_alloca_scope(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let Some(&r) = o.regions.first() else { return p.malformed() };
    if !o.results.is_empty() {
        p.w(" -> (");
        p.types(&ir.value_types(&o.results));
        p.w(")");
    }
    p.w(" ");
    p.region(r, false, false);
    p.attr_dict(op, &[]);
}

/// `attr-dict (%v, … : types)?` (`memref.alloca_scope.return`).
pub(super) fn parse_values_return(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    values_form::parse_values(p, st, values_form::DictAt::First)
}

pub(super) fn print_values_return(p: &mut Printer<'_>, op: OpId) {
    values_form::print_values(p, op, values_form::DictAt::First)
}

pub(super) fn parse_realloc(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let size = if p.eat(Tok::LParen) {
        let s = p.parse_operand()?;
        p.expect(Tok::RParen, ")")?;
        Some(s)
    } else {
        None
    };
    st.attrs = p.parse_optional_attr_dict()?;
    props_from_attrs(p, st, &["alignment"]);
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    st.result_types.push(p.parse_type()?);
    st.operands.push(p.resolve_operand(&src, from)?);
    if let Some(s) = size {
        let index = p.ir.ty(Type::Index);
        st.operands.push(p.resolve_operand(&s, index)?);
    }
    Ok(())
}

pub(super) fn print_realloc(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return p.malformed();
    };
    p.w(" ");
    p.operand(src);
    if let Some(&s) = o.operands.get(1) {
        p.w("(");
        p.operand(s);
        p.w(")");
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.ty(ir.value_type(src));
    p.w(" to ");
    p.ty(ir.value_type(res));
}

fn int_attr(p: &mut Parser<'_>, value: i128, width: u32) -> crate::ids::AttrId {
    let ty = p.ir.ty(Type::Integer { width, signedness: Signedness::Signless });
    p.ir.attr(Attr::Integer { value, ty })
}

pub(super) fn parse_assume_alignment(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let align = p.parse_int()?;
    let a = int_attr(p, align, 32);
    p.add_prop(st, "alignment", a);
    st.attrs = p.parse_optional_attr_dict()?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&m, ty)?);
    st.result_types.push(ty);
    Ok(())
}

pub(super) fn print_assume_alignment(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let (Some(&m), Some(a)) = (ir.op(op).operands.first(), ir.op_attr(op, "alignment")) else {
        return p.malformed();
    };
    p.w(" ");
    p.operand(m);
    p.w(", ");
    p.attr_value(a);
    p.attr_dict(op, &["alignment"]);
    p.w(" : ");
    p.ty(ir.value_type(m));
}

pub(super) fn parse_prefetch(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (m, idx) = parse_indexed(p)?;
    p.expect(Tok::Comma, ",")?;
    let write = p.parse_keyword_of(&["read", "write"], "'read' or 'write'")? == 1;
    p.expect(Tok::Comma, ",")?;
    p.expect_keyword("locality")?;
    p.expect(Tok::Less, "<")?;
    let hint = p.parse_int()?;
    p.expect(Tok::Greater, ">")?;
    p.expect(Tok::Comma, ",")?;
    let data = p.parse_keyword_of(&["data", "instr"], "'data' or 'instr'")? == 0;
    st.attrs = p.parse_optional_attr_dict()?;
    let ty = p.parse_colon_type()?;
    st.operands = resolve_indexed(p, &m, &idx, ty)?;
    let (w, d) = (p.ir.attr(Attr::Bool(write)), p.ir.attr(Attr::Bool(data)));
    let h = int_attr(p, hint, 32);
    p.add_prop(st, "isWrite", w);
    p.add_prop(st, "isDataCache", d);
    p.add_prop(st, "localityHint", h);
    Ok(())
}

pub(super) fn print_prefetch(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let flag = |k: &str| matches!(ir.op_attr(op, k).map(|a| ir.attr_of(a)), Some(Attr::Bool(true)));
    let Some((&m, idx)) = ir.op(op).operands.split_first() else { return p.malformed() };
    let Some(hint) = ir.op_attr(op, "localityHint") else { return p.malformed() };
    p.w(" ");
    print_indexed(p, m, idx);
    p.w(if flag("isWrite") { ", write" } else { ", read" });
    p.w(", locality<");
    p.attr_value(hint);
    p.w(if flag("isDataCache") { ">, data" } else { ">, instr" });
    p.attr_dict(op, &["isWrite", "isDataCache", "localityHint"]);
    p.w(" : ");
    p.ty(ir.value_type(m));
}

/// `arith::AtomicRMWKind` in the order of its integer values.
pub(super) const RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins",
    "minu", "mulf", "muli", "ori", "xori",
];

pub(super) fn parse_atomic_rmw(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let kind = p.parse_keyword_of(&RMW_KINDS, "atomic kind")?;
    let v = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let (m, idx) = parse_indexed(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let (ins, outs) = p.parse_function_type()?;
    let [vt, mt] = ins[..] else { return Err(crate::diag::Diag::error(pos, "expected 2 operand types")) };
    st.operands.push(p.resolve_operand(&v, vt)?);
    st.operands.extend(resolve_indexed(p, &m, &idx, mt)?);
    st.result_types = outs;
    let a = int_attr(p, kind as i128, 64);
    p.add_prop(st, "kind", a);
    Ok(())
}

pub(super) fn print_atomic_rmw(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let kind = match ir.op_attr(op, "kind").map(|a| ir.attr_of(a)) {
        Some(Attr::Integer { value, .. }) => usize::try_from(*value).ok().and_then(|k| RMW_KINDS.get(k)),
        _ => None,
    };
    let (Some(kind), true) = (kind, o.operands.len() >= 2) else {
        return p.malformed();
    };
    p.w(" ");
    p.w(kind);
    p.w(" ");
    p.operand(o.operands[0]);
    p.w(", ");
    print_indexed(p, o.operands[1], &o.operands[2..]);
    p.attr_dict(op, &["kind"]);
    p.w(" : ");
    p.function_type(&ir.value_types(&o.operands[..2]), &ir.value_types(&o.results));
}

pub(super) fn parse_generic_atomic_rmw(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (m, idx) = parse_indexed(p)?;
    let ty = p.parse_colon_type()?;
    st.operands = resolve_indexed(p, &m, &idx, ty)?;
    st.result_types.push(elem_of(p, ty));
    st.regions.push(p.parse_region(&[], false)?);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_generic_atomic_rmw(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some((&m, idx)), Some(&r)) = (o.operands.split_first(), o.regions.first()) else {
        return p.malformed();
    };
    p.w(" ");
    print_indexed(p, m, idx);
    p.w(" : ");
    p.ty(ir.value_type(m));
    p.w(" ");
    p.region(r, true, true);
    p.attr_dict(op, &[]);
}
