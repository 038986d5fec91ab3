//! Custom forms of the computing vector ops: `reduction`, `shuffle`, `outerproduct`,
//! `contract` and the strided slices.
//!
//! Why: see the module doc; these carry a combining kind (`#vector.kind<add>`) or
//! static slice attributes and compute their result type from the operands'.

use super::ops::{i64_array, i64_values, opaque_word, parse_angle_keyword};
use crate::attrs::Attr;
use crate::dialects::arith::forms::{parse_attr_dict, parse_clauses, print_clauses, FMF};
use crate::ids::OpId;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::types::Type;

/// The combining kinds of `#vector.kind<…>`.
pub(super) const KINDS: [&str; 13] = [
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "maximumf",
    "minimumf",
];

/// `vector.reduction <kind>, %v [, %acc] [fastmath] attr-dict : V into T`.
pub(super) fn parse_reduction(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let kind = parse_angle_keyword(p, &KINDS, "CombiningKind", "Vector_CombiningKindAttr")?;
    let a = p.ir.attr(Attr::Opaque { dialect: "vector".into(), body: format!("kind<{kind}>") });
    p.add_prop(st, "kind", a);
    p.expect(Tok::Comma, ",")?;
    let v = p.parse_operand()?;
    let acc = if p.eat(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    parse_clauses(p, st, FMF)?;
    parse_attr_dict(p, st, &["kind"])?;
    let vt = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let r = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&v, vt)?];
    if let Some(acc) = acc {
        st.operands.push(p.resolve_operand(&acc, r)?);
    }
    st.result_types = vec![r];
    Ok(())
}

pub(super) fn print_reduction(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(&v), Some(&r)) = (o.operands.first(), o.results.first()) else { return };
    let kind = opaque_word(ir, op, "kind", "vector", "kind").filter(|k| KINDS.contains(k));
    p.w(&format!(" <{}>, ", kind.unwrap_or("add")));
    p.operands(&o.operands);
    let mut done = print_clauses(p, op);
    if kind.is_some() {
        done.push("kind");
    }
    p.attr_dict(op, &done);
    p.w(" : ");
    p.ty(ir.value_type(v));
    p.w(" into ");
    p.ty(ir.value_type(r));
}

/// `vector.shuffle %a, %b [mask] attr-dict : A, B`.
pub(super) fn parse_shuffle(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let b = p.parse_operand()?;
    let mask = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_int())?;
    let n = mask.len() as i64;
    let m = i64_array(p, mask);
    p.add_prop(st, "mask", m);
    parse_attr_dict(p, st, &["mask"])?;
    let pos = p.pos();
    let at = p.parse_colon_type()?;
    p.expect(Tok::Comma, ",")?;
    let bt = p.parse_type()?;
    st.operands = p.resolve_operands(&[a, b], &[at, bt], pos)?;
    let result = match p.ir.type_of(at).clone() {
        Type::Vector { mut shape, mut scalable, elem } if !shape.is_empty() => {
            shape[0] = n;
            scalable[0] = false;
            Type::Vector { shape, scalable, elem }
        }
        Type::Vector { elem, .. } => Type::Vector { shape: vec![n], scalable: vec![false], elem },
        _ => return Err(p.op_error_at(pos, "unsupported: vector.shuffle of scalars")),
    };
    st.result_types = vec![p.ir.ty(result)];
    Ok(())
}

pub(super) fn print_shuffle(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" ");
    p.operands(&o.operands);
    let mask = i64_values(ir, op, "mask");
    if let Some(m) = &mask {
        let m: Vec<String> = m.iter().map(|x| x.to_string()).collect();
        p.w(&format!(" [{}]", m.join(", ")));
    }
    p.attr_dict(op, if mask.is_some() { &["mask"] } else { &[] });
    p.w(" : ");
    p.types(&ir.value_types(&o.operands));
}

/// `vector.outerproduct %a, %b [, %acc] attr-dict : A, B`.
pub(super) fn parse_outerproduct(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = p.parse_operand_list()?;
    parse_attr_dict(p, st, &["kind"])?;
    let pos = p.pos();
    let at = p.parse_colon_type()?;
    p.expect(Tok::Comma, ",")?;
    let bt = p.parse_type()?;
    let result = match (p.ir.type_of(at).clone(), p.ir.type_of(bt).clone()) {
        (Type::Vector { shape: s1, scalable: c1, elem }, Type::Vector { shape: s2, scalable: c2, .. })
            if s1.len() == 1 && s2.len() == 1 =>
        {
            Type::Vector { shape: vec![s1[0], s2[0]], scalable: vec![c1[0], c2[0]], elem }
        }
        (t @ Type::Vector { .. }, _) => t,
        _ => return Err(p.op_error_at(pos, "expected vector type for operand #1")),
    };
    let result = p.ir.ty(result);
    let mut types = vec![at, bt];
    if refs.len() == 3 {
        types.push(result);
    }
    st.operands = p.resolve_operands(&refs, &types, pos)?;
    st.result_types = vec![result];
    Ok(())
}

pub(super) fn print_outerproduct(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" ");
    p.operands(&o.operands);
    let add = opaque_word(ir, op, "kind", "vector", "kind") == Some("add");
    p.attr_dict(op, if add { &["kind"] } else { &[] });
    p.w(" : ");
    p.types(&ir.value_types(&o.operands[..o.operands.len().min(2)]));
}

/// `vector.contract {indexing_maps = …, iterator_types = ["parallel", …], kind = …}
/// %a, %b, %acc attr-dict : A, B into C`.
pub(super) fn parse_contract(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let dict_pos = p.pos();
    parse_attr_dict(p, st, &["indexing_maps", "iterator_types", "kind"])?;
    let key = p.ir.intern("iterator_types");
    if let Some(slot) = st.props.iter_mut().find(|(k, _)| *k == key) {
        if let Attr::Array(items) = p.ir.attr_of(slot.1).clone() {
            let mut out = Vec::new();
            for it in items {
                out.push(match p.ir.attr_of(it).clone() {
                    Attr::String { value, ty: None }
                        if !["parallel", "reduction"].contains(&value.as_str()) =>
                    {
                        return Err(p.op_error_at(dict_pos, format!("unexpected iterator_type ({value})")));
                    }
                    Attr::String { value, ty: None } => p.ir.attr(Attr::Opaque {
                        dialect: "vector".into(),
                        body: format!("iterator_type<{value}>"),
                    }),
                    _ => it,
                });
            }
            slot.1 = p.ir.attr(Attr::Array(out));
        }
    }
    let refs = p.parse_operand_list()?;
    parse_attr_dict(p, st, &["indexing_maps", "iterator_types", "kind"])?;
    let pos = p.pos();
    let at = p.parse_colon_type()?;
    p.expect(Tok::Comma, ",")?;
    let bt = p.parse_type()?;
    p.expect_keyword("into")?;
    let ct = p.parse_type()?;
    st.operands = p.resolve_operands(&refs, &[at, bt, ct], pos)?;
    st.result_types = vec![ct];
    Ok(())
}

pub(super) fn print_contract(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" {");
    let mut first = true;
    for name in ["indexing_maps", "iterator_types", "kind"] {
        let Some(a) = ir.op_attr(op, name) else { continue };
        p.w(if first { "" } else { ", " });
        first = false;
        p.w(name);
        p.w(" = ");
        match ir.attr_of(a) {
            Attr::Array(items) if name == "iterator_types" => {
                p.w("[");
                for (i, &it) in items.iter().enumerate() {
                    p.w(if i > 0 { ", " } else { "" });
                    match ir.attr_of(it) {
                        Attr::Opaque { body, .. } if body.starts_with("iterator_type<") => {
                            let word = body.trim_start_matches("iterator_type<").trim_end_matches('>');
                            p.w(&format!("\"{word}\""));
                        }
                        _ => p.attr(it),
                    }
                }
                p.w("]");
            }
            _ => p.attr(a),
        }
    }
    p.w("} ");
    p.operands(&o.operands);
    p.attr_dict(op, &["indexing_maps", "iterator_types", "kind"]);
    p.w(" : ");
    let tys = ir.value_types(&o.operands);
    p.types(&tys[..tys.len().min(2)]);
    p.w(" into ");
    if let Some(&r) = o.results.first() {
        p.ty(ir.value_type(r));
    }
}

/// `vector.extract_strided_slice %v attr-dict : T to U`.
pub(super) fn parse_extract_strided_slice(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    parse_attr_dict(p, st, &["offsets", "sizes", "strides"])?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&v, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// `vector.insert_strided_slice %a, %b attr-dict : T into U`.
pub(super) fn parse_insert_strided_slice(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = crate::dialects::arith::forms::parse_operands_n(p, 2)?;
    parse_attr_dict(p, st, &["offsets", "strides"])?;
    let pos = p.pos();
    let a = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let b = p.parse_type()?;
    st.operands = p.resolve_operands(&refs, &[a, b], pos)?;
    st.result_types = vec![b];
    Ok(())
}

/// Prints `%a attr-dict : T to U` or `%a, %b attr-dict : T into U` (`U` the result type).
pub(super) fn print_slice(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" ");
    p.operands(&o.operands);
    p.attr_dict(op, &[]);
    let (Some(&first), Some(&last)) = (o.operands.first(), o.results.first()) else { return };
    p.w(" : ");
    p.ty(ir.value_type(first));
    p.w(if o.operands.len() == 2 { " into " } else { " to " });
    p.ty(ir.value_type(last));
}
