//! Views and reshapes: `memref.subview`, `reinterpret_cast`, `view`, `collapse_shape`,
//! `expand_shape`, `transpose`, `extract_strided_metadata`.
//!
//! Why: these carry offsets, sizes and strides as mixed static/dynamic lists
//! ([`crate::dialects::mixed`]) and reassociation groups, each with MLIR's own spelling.

use crate::attrs::Attr;
use crate::dialects::mixed::{
    count_dynamic, dense_i32, dense_i64, op_dense, parse_mixed_list, print_mixed_list, Mixed,
};
use crate::ids::{OpId, ValueId};
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::types::Type;

const OFFSETS_SIZES_STRIDES: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

/// Fills operands and properties of an op with a source and three mixed lists.
fn finish_mixed3(p: &mut Parser<'_>, st: &mut OpState, src: ValueId, lists: [Mixed; 3]) -> PResult<()> {
    let index = p.ir.ty(Type::Index);
    st.operands.push(src);
    let mut sizes = vec![1];
    for (key, list) in OFFSETS_SIZES_STRIDES.iter().zip(&lists) {
        st.operands.extend(p.resolve_operands_same(&list.dynamic, index)?);
        sizes.push(list.dynamic.len());
        let a = dense_i64(&mut p.ir, &list.statics);
        p.add_prop(st, key, a);
    }
    let a = dense_i32(&mut p.ir, &sizes);
    p.add_prop(st, "operandSegmentSizes", a);
    Ok(())
}

/// The three static lists and the operands after the source split by them.
/// Offsets, sizes and strides: the static lists and the values of each.
type Mixed3 = ([Vec<i64>; 3], [Vec<ValueId>; 3]);

fn mixed3(p: &Printer<'_>, op: OpId) -> Option<Mixed3> {
    let ir = p.ir;
    let [a, b, c] = OFFSETS_SIZES_STRIDES.map(|k| op_dense(ir, op, k));
    let statics = [a?, b?, c?];
    let mut rest = ir.op(op).operands.get(1..)?;
    let mut values: [Vec<ValueId>; 3] = Default::default();
    for (i, s) in statics.iter().enumerate() {
        let n = count_dynamic(s);
        values[i] = rest.get(..n)?.to_vec();
        rest = &rest[n..];
    }
    rest.is_empty().then_some((statics, values))
}

fn parse_types_to(p: &mut Parser<'_>, keyword: &str) -> PResult<(crate::ids::TypeId, crate::ids::TypeId)> {
    let from = p.parse_colon_type()?;
    p.expect_keyword(keyword)?;
    Ok((from, p.parse_type()?))
}

fn print_types_to(p: &mut Printer<'_>, op: OpId, keyword: &str) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else { return };
    p.w(" : ");
    p.ty(ir.value_type(src));
    p.w(keyword);
    p.ty(ir.value_type(res));
}

pub(super) fn parse_subview(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let offsets = parse_mixed_list(p, Tok::LSquare, Tok::RSquare, "]")?;
    let sizes = parse_mixed_list(p, Tok::LSquare, Tok::RSquare, "]")?;
    let strides = parse_mixed_list(p, Tok::LSquare, Tok::RSquare, "]")?;
    st.attrs = p.parse_optional_attr_dict()?;
    let (from, to) = parse_types_to(p, "to")?;
    let src = p.resolve_operand(&src, from)?;
    st.result_types.push(to);
    finish_mixed3(p, st, src, [offsets, sizes, strides])
}

pub(super) fn print_subview(p: &mut Printer<'_>, op: OpId) {
    let Some((statics, values)) = mixed3(p, op) else { return p.malformed() };
    p.w(" ");
    p.operand(p.ir.op(op).operands[0]);
    for (i, (s, v)) in statics.iter().zip(&values).enumerate() {
        print_mixed_list(p, if i == 0 { "[" } else { " [" }, "]", s, v);
    }
    p.attr_dict(op, &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"]);
    print_types_to(p, op, " to ");
}

pub(super) fn parse_reinterpret_cast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect_keyword("to")?;
    let mut lists: [Mixed; 3] = Default::default();
    for (i, key) in ["offset", "sizes", "strides"].iter().enumerate() {
        if i > 0 {
            p.expect(Tok::Comma, ",")?;
        }
        p.expect_keyword(key)?;
        p.expect(Tok::Colon, ":")?;
        lists[i] = parse_mixed_list(p, Tok::LSquare, Tok::RSquare, "]")?;
    }
    st.attrs = p.parse_optional_attr_dict()?;
    let (from, to) = parse_types_to(p, "to")?;
    let src = p.resolve_operand(&src, from)?;
    st.result_types.push(to);
    finish_mixed3(p, st, src, lists)
}

pub(super) fn print_reinterpret_cast(p: &mut Printer<'_>, op: OpId) {
    let Some((statics, values)) = mixed3(p, op) else { return p.malformed() };
    p.w(" ");
    p.operand(p.ir.op(op).operands[0]);
    for (i, key) in [" to offset: ", ", sizes: ", ", strides: "].iter().enumerate() {
        p.w(key);
        print_mixed_list(p, "[", "]", &statics[i], &values[i]);
    }
    p.attr_dict(op, &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"]);
    print_types_to(p, op, " to ");
}

pub(super) fn parse_view(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let shift = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?;
    let sizes = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?;
    st.attrs = p.parse_optional_attr_dict()?;
    let (from, to) = parse_types_to(p, "to")?;
    let index = p.ir.ty(Type::Index);
    st.operands.push(p.resolve_operand(&src, from)?);
    st.operands.extend(p.resolve_operands_same(&shift, index)?);
    st.operands.extend(p.resolve_operands_same(&sizes, index)?);
    st.result_types.push(to);
    Ok(())
}

pub(super) fn print_view(p: &mut Printer<'_>, op: OpId) {
    let o = p.ir.op(op);
    if o.operands.len() < 2 {
        return p.malformed();
    }
    p.w(" ");
    p.operand(o.operands[0]);
    p.w("[");
    p.operand(o.operands[1]);
    p.w("][");
    p.operands(&o.operands[2..]);
    p.w("]");
    p.attr_dict(op, &[]);
    print_types_to(p, op, " to ");
}

/// Parses `[[0, 1], [2]]` into an array of arrays of `i64` integers.
fn parse_reassociation(p: &mut Parser<'_>) -> PResult<crate::ids::AttrId> {
    let i64t = p.ir.ty(Type::Integer { width: 64, signedness: crate::types::Signedness::Signless });
    let groups = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| {
        let items = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| {
            let v = p.parse_int()?;
            Ok(p.ir.attr(Attr::Integer { value: v, ty: i64t }))
        })?;
        Ok(p.ir.attr(Attr::Array(items)))
    })?;
    Ok(p.ir.attr(Attr::Array(groups)))
}

fn print_reassociation(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let Some(Attr::Array(groups)) = ir.op_attr(op, "reassociation").map(|a| ir.attr_of(a)) else {
        return p.malformed();
    };
    p.w(" [");
    for (i, &g) in groups.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        match ir.attr_of(g) {
            Attr::Array(items) => {
                p.w("[");
                for (k, &it) in items.iter().enumerate() {
                    if k > 0 {
                        p.w(", ");
                    }
                    p.attr_value(it);
                }
                p.w("]");
            }
            _ => p.attr(g),
        }
    }
    p.w("]");
}

pub(super) fn parse_collapse(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let re = parse_reassociation(p)?;
    p.add_prop(st, "reassociation", re);
    st.attrs = p.parse_optional_attr_dict()?;
    let (from, to) = parse_types_to(p, "into")?;
    st.operands.push(p.resolve_operand(&src, from)?);
    st.result_types.push(to);
    Ok(())
}

pub(super) fn print_collapse(p: &mut Printer<'_>, op: OpId) {
    p.w(" ");
    let Some(&src) = p.ir.op(op).operands.first() else { return p.malformed() };
    p.operand(src);
    print_reassociation(p, op);
    p.attr_dict(op, &["reassociation"]);
    print_types_to(p, op, " into ");
}

pub(super) fn parse_expand(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let re = parse_reassociation(p)?;
    p.add_prop(st, "reassociation", re);
    p.expect_keyword("output_shape")?;
    let shape = parse_mixed_list(p, Tok::LSquare, Tok::RSquare, "]")?;
    st.attrs = p.parse_optional_attr_dict()?;
    let (from, to) = parse_types_to(p, "into")?;
    let index = p.ir.ty(Type::Index);
    st.operands.push(p.resolve_operand(&src, from)?);
    st.operands.extend(p.resolve_operands_same(&shape.dynamic, index)?);
    let a = dense_i64(&mut p.ir, &shape.statics);
    p.add_prop(st, "static_output_shape", a);
    st.result_types.push(to);
    Ok(())
}

pub(super) fn print_expand(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(&src), Some(shape)) = (o.operands.first(), op_dense(ir, op, "static_output_shape")) else {
        return p.malformed();
    };
    p.w(" ");
    p.operand(src);
    print_reassociation(p, op);
    print_mixed_list(p, " output_shape [", "]", &shape, &o.operands[1..]);
    p.attr_dict(op, &["reassociation", "static_output_shape"]);
    print_types_to(p, op, " into ");
}

pub(super) fn parse_transpose(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    let a = p.ir.attr(Attr::AffineMap(map));
    p.add_prop(st, "permutation", a);
    st.attrs = p.parse_optional_attr_dict()?;
    let (from, to) = parse_types_to(p, "to")?;
    st.operands.push(p.resolve_operand(&src, from)?);
    st.result_types.push(to);
    Ok(())
}

pub(super) fn print_transpose(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let (Some(&src), Some(Attr::AffineMap(m))) =
        (ir.op(op).operands.first(), ir.op_attr(op, "permutation").map(|a| ir.attr_of(a)))
    else {
        return p.malformed();
    };
    p.w(" ");
    p.operand(src);
    p.w(" ");
    p.affine_map_body(m);
    p.attr_dict(op, &["permutation"]);
    print_types_to(p, op, " to ");
}

pub(super) fn parse_extract_metadata(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    p.expect(Tok::Arrow, "->")?;
    st.result_types = p.parse_type_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.operands.push(p.resolve_operand(&src, ty)?);
    Ok(())
}

pub(super) fn print_extract_metadata(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let Some(&src) = o.operands.first() else { return p.malformed() };
    p.w(" ");
    p.operand(src);
    p.w(" : ");
    p.ty(ir.value_type(src));
    p.w(" -> ");
    p.types(&ir.value_types(&o.results));
    p.attr_dict(op, &[]);
}
