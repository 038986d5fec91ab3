//! `linalg.generic`, `linalg.yield` and `linalg.index`.
//!
//! Why: the generic op is how sparse kernels are written. Its custom form starts with a
//! dictionary (often an alias, `#trait`) whose `iterator_types` are strings
//! (`["parallel", "reduction"]`) while the property holds `#linalg.iterator_type<…>`
//! attributes; other entries of `attrs = {…}` are discardable attributes.

use super::{ins_outs, parse_ins_outs, print_ins_outs};
use crate::attrs::Attr;
use crate::diag::Diag;
use crate::dialects::mixed::dense_i32;
use crate::dialects::values_form;
use crate::ids::{AttrId, OpId};
use crate::ir::Ir;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type};

/// The inherent entries of the leading dictionary.
const TRAIT_KEYS: [&str; 4] = ["doc", "indexing_maps", "iterator_types", "library_call"];

fn iterator_attr(ir: &mut Ir, kind: &str) -> AttrId {
    ir.attr(Attr::Opaque { dialect: "linalg".into(), body: format!("iterator_type<{kind}>") })
}

/// `"parallel"` / `#linalg.iterator_type<parallel>` → the property's form.
fn normalize_iterators(p: &mut Parser<'_>, a: AttrId, pos: u32) -> PResult<AttrId> {
    let Attr::Array(items) = p.ir.attr_of(a).clone() else {
        return Err(Diag::error(pos, "expected an array of iterator types"));
    };
    let mut out = Vec::with_capacity(items.len());
    for it in items {
        let kind = match p.ir.attr_of(it) {
            Attr::String { value, .. } => value.clone(),
            Attr::Opaque { dialect, body } if dialect == "linalg" => {
                match body.strip_prefix("iterator_type<").and_then(|b| b.strip_suffix('>')) {
                    Some(k) => k.to_string(),
                    None => return Err(Diag::error(pos, "expected an iterator type")),
                }
            }
            _ => return Err(Diag::error(pos, "expected an iterator type")),
        };
        if kind != "parallel" && kind != "reduction" {
            let msg = format!("unexpected iterator_type ({kind})");
            return Err(crate::dialects::scf::custom_error(p.pos(), "linalg.generic", msg));
        }
        out.push(iterator_attr(&mut p.ir, &kind));
    }
    Ok(p.ir.attr(Attr::Array(out)))
}

pub(super) fn parse_generic(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let pos = p.pos();
    let dict = p.parse_attr(None)?;
    let Attr::Dictionary(entries) = p.ir.attr_of(dict).clone() else {
        return Err(Diag::error(pos, "expected attribute value"));
    };
    for (k, v) in entries {
        let v = if k == "iterator_types" { normalize_iterators(p, v, pos)? } else { v };
        let n = p.ir.intern(&k);
        if TRAIT_KEYS.contains(&k.as_str()) {
            st.props.push((n, v));
        } else {
            st.attrs.push((n, v));
        }
    }
    let (ins, outs) = parse_ins_outs(p)?;
    if p.eat_keyword("attrs") {
        p.expect(crate::lexer::Tok::Equal, "=")?;
        st.attrs.extend(p.parse_dictionary()?);
    }
    let sizes = dense_i32(&mut p.ir, &[ins.len(), outs.len()]);
    p.add_prop(st, "operandSegmentSizes", sizes);
    st.regions.push(p.parse_region(&[], false)?);
    st.result_types = p.parse_optional_arrow_types()?;
    st.operands = [ins, outs].concat();
    Ok(())
}

/// Prints an iterator types array with strings, as the custom form does.
fn print_iterators(p: &mut Printer<'_>, a: AttrId) {
    let ir = p.ir;
    let Attr::Array(items) = ir.attr_of(a) else { return p.attr(a) };
    p.w("[");
    for (i, &it) in items.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        match ir.attr_of(it) {
            Attr::Opaque { body, .. } if body.starts_with("iterator_type<") && body.ends_with('>') => {
                let kind =
                    body.strip_prefix("iterator_type<").and_then(|b| b.strip_suffix('>')).unwrap_or_default();
                p.w(&format!("\"{kind}\""));
            }
            _ => p.attr(it),
        }
    }
    p.w("]");
}

pub(super) fn print_generic(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let Some(&r) = o.regions.first() else { return p.malformed() };
    p.w(" {");
    let mut first = true;
    for key in TRAIT_KEYS {
        let Some(a) = ir.op_attr(op, key).filter(|_| o.props.iter().any(|(n, _)| ir.str(*n) == key)) else {
            continue;
        };
        if !first {
            p.w(", ");
        }
        first = false;
        p.w(key);
        p.w(" = ");
        if key == "iterator_types" {
            print_iterators(p, a);
        } else {
            p.attr(a);
        }
    }
    p.w("}");
    let (ins, outs) = ins_outs(p, op);
    print_ins_outs(p, &ins, &outs);
    if !o.attrs.is_empty() {
        p.w(" attrs = ");
        p.dict(&o.attrs);
    }
    p.w(" ");
    p.region(r, true, true);
    if !o.results.is_empty() {
        p.w(" -> ");
        p.result_types(&ir.value_types(&o.results));
    }
}

pub(super) fn parse_yield(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    values_form::parse_values(p, st, values_form::DictAt::AfterOperands)
}

pub(super) fn print_yield(p: &mut Printer<'_>, op: OpId) {
    values_form::print_values(p, op, values_form::DictAt::AfterOperands)
}

pub(super) fn parse_index(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let dim = p.parse_int()?;
    let i64t = p.ir.ty(Type::Integer { width: 64, signedness: Signedness::Signless });
    let a = p.ir.attr(Attr::Integer { value: dim, ty: i64t });
    p.add_prop(st, "dim", a);
    st.attrs = p.parse_optional_attr_dict()?;
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

pub(super) fn print_index(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let (Some(dim), Some(&r)) = (ir.op_attr(op, "dim"), ir.op(op).results.first()) else {
        return p.malformed();
    };
    p.w(" ");
    p.attr_value(dim);
    p.attr_dict(op, &["dim"]);
    p.w(" : ");
    p.ty(ir.value_type(r));
}
