//! Custom forms of the ops with offset/size/stride lists: `extract_slice`, `insert_slice`,
//! `parallel_insert_slice`, and of `pad` (low/high lists and a body).
//!
//! Why: these lists mix SSA values and constants (`[%o, 4] [1, %n] [1, 1]`); MLIR stores
//! the constants in `static_*` properties, [`DYNAMIC`](crate::types::DYNAMIC) where a value
//! stands, and the value counts in `operandSegmentSizes`. Parsing fills all of these;
//! printing reads them back.

use super::{
    has_attr, i64_array, keyword, parse_index_list, parse_ranked_tensor, print_index_list, print_opt_ty,
    resolve_indices, result_ty, segment_sizes, unit,
};
use crate::ids::{OpId, TypeId, ValueId};
use crate::lexer::Tok;
use crate::parser::{OpState, OperandRef, PResult, Parser};
use crate::printer::Printer;

/// The three lists of a slice op, parsed.
struct SliceLists {
    refs: [Vec<OperandRef>; 3],
    statics: [Vec<i64>; 3],
}

fn parse_slice_lists(p: &mut Parser<'_>, op: &str, start: u32) -> PResult<SliceLists> {
    let (ro, so) = parse_index_list(p, op, start)?;
    let (rs, ss) = parse_index_list(p, op, start)?;
    let (rt, stt) = parse_index_list(p, op, start)?;
    Ok(SliceLists { refs: [ro, rs, rt], statics: [so, ss, stt] })
}

/// Resolves the lists' values and records the `static_*` properties; returns the values.
fn finish_slice_lists(p: &mut Parser<'_>, st: &mut OpState, lists: &SliceLists) -> PResult<Vec<ValueId>> {
    let mut values = Vec::new();
    for refs in &lists.refs {
        values.extend(resolve_indices(p, refs)?);
    }
    for (statics, name) in lists.statics.iter().zip(["static_offsets", "static_sizes", "static_strides"]) {
        let a = i64_array(p, statics);
        p.add_prop(st, name, a);
    }
    Ok(values)
}

fn list_counts(lists: &SliceLists) -> [usize; 3] {
    [lists.refs[0].len(), lists.refs[1].len(), lists.refs[2].len()]
}

/// `tensor.extract_slice %t[offsets] [sizes] [strides] attr-dict : T to U`
pub(super) fn parse_extract_slice(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let op = "tensor.extract_slice";
    let start = p.pos();
    let src = p.parse_operand()?;
    let lists = parse_slice_lists(p, op, start)?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let from = parse_ranked_tensor(p, op)?;
    keyword(p, op, "to")?;
    let to = parse_ranked_tensor(p, op)?;
    let mut operands = vec![p.resolve_operand(&src, from)?];
    operands.extend(finish_slice_lists(p, st, &lists)?);
    let [a, b, c] = list_counts(&lists);
    let seg = segment_sizes(p, &[1, a, b, c]);
    p.add_prop(st, "operandSegmentSizes", seg);
    st.operands = operands;
    st.result_types = vec![to];
    Ok(())
}

/// `tensor.insert_slice %s into %d[offsets] [sizes] [strides] attr-dict : T into U`
pub(super) fn parse_insert_slice(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_insert_like(p, st, "tensor.insert_slice")
}

/// `tensor.parallel_insert_slice %s into %d[offsets] [sizes] [strides] attr-dict : T into U`
pub(super) fn parse_parallel_insert_slice(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_insert_like(p, st, "tensor.parallel_insert_slice")
}

fn parse_insert_like(p: &mut Parser<'_>, st: &mut OpState, op: &str) -> PResult<()> {
    let start = p.pos();
    let src = p.parse_operand()?;
    keyword(p, op, "into")?;
    let dest = p.parse_operand()?;
    let lists = parse_slice_lists(p, op, start)?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let src_ty = parse_ranked_tensor(p, op)?;
    keyword(p, op, "into")?;
    let dest_ty = parse_ranked_tensor(p, op)?;
    let mut operands = vec![p.resolve_operand(&src, src_ty)?, p.resolve_operand(&dest, dest_ty)?];
    operands.extend(finish_slice_lists(p, st, &lists)?);
    let [a, b, c] = list_counts(&lists);
    let seg = segment_sizes(p, &[1, 1, a, b, c]);
    p.add_prop(st, "operandSegmentSizes", seg);
    st.operands = operands;
    if op == "tensor.insert_slice" {
        st.result_types = vec![dest_ty];
    }
    Ok(())
}

/// Prints the three lists from the `static_*` properties and the values after `first`.
fn print_slice_lists(p: &mut Printer<'_>, op: OpId, first: usize) {
    let ir = p.ir;
    let values: &[ValueId] = ir.op(op).operands.get(first..).unwrap_or(&[]);
    let mut used = 0;
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"].into_iter().enumerate() {
        if i > 0 {
            p.w(" ");
        }
        let statics = super::dense_i64(ir, op, name).unwrap_or_default();
        used += print_index_list(p, &statics, values.get(used..).unwrap_or(&[]));
    }
}

const SLICE_ELIDED: &[&str] = &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"];

/// Prints `tensor.extract_slice`.
pub(super) fn print_extract_slice(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    if let Some(&v) = ir.op(op).operands.first() {
        p.operand(v);
    }
    print_slice_lists(p, op, 1);
    p.attr_dict(op, SLICE_ELIDED);
    p.w(" : ");
    print_opt_ty(p, super::operand_ty(ir, op, 0));
    p.w(" to ");
    print_opt_ty(p, result_ty(ir, op));
}

/// Prints `tensor.insert_slice` and `tensor.parallel_insert_slice`.
pub(super) fn print_insert_slice(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let ops = &ir.op(op).operands;
    p.w(" ");
    if let (Some(&s), Some(&d)) = (ops.first(), ops.get(1)) {
        p.operand(s);
        p.w(" into ");
        p.operand(d);
    }
    print_slice_lists(p, op, 2);
    p.attr_dict(op, SLICE_ELIDED);
    p.w(" : ");
    print_opt_ty(p, super::operand_ty(ir, op, 0));
    p.w(" into ");
    print_opt_ty(p, super::operand_ty(ir, op, 1));
}

/// Prints `tensor.parallel_insert_slice`.
pub(super) fn print_parallel_insert_slice(p: &mut Printer<'_>, op: OpId) {
    print_insert_slice(p, op);
}

// ---- pad -----------------------------------------------------------------------------------

/// `tensor.pad %t (nofold)? low[…] high[…] { ^bb0(%i: index, …): … } attr-dict : T to U`
pub(super) fn parse_pad(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let op = "tensor.pad";
    let start = p.pos();
    let src = p.parse_operand()?;
    if p.eat_keyword("nofold") {
        let u = unit(p);
        p.add_prop(st, "nofold", u);
    }
    keyword(p, op, "low")?;
    let (low_refs, low) = parse_index_list(p, op, start)?;
    keyword(p, op, "high")?;
    let (high_refs, high) = parse_index_list(p, op, start)?;
    let body = super::basic::parse_body(p, start)?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let from = parse_ranked_tensor(p, op)?;
    keyword(p, op, "to")?;
    let to: TypeId = parse_ranked_tensor(p, op)?;
    let mut operands = vec![p.resolve_operand(&src, from)?];
    operands.extend(resolve_indices(p, &low_refs)?);
    operands.extend(resolve_indices(p, &high_refs)?);
    for (name, statics) in [("static_low", &low), ("static_high", &high)] {
        let a = i64_array(p, statics);
        p.add_prop(st, name, a);
    }
    let seg = segment_sizes(p, &[1, low_refs.len(), high_refs.len()]);
    p.add_prop(st, "operandSegmentSizes", seg);
    st.operands = operands;
    st.regions = vec![body];
    st.result_types = vec![to];
    Ok(())
}

/// Prints `tensor.pad`.
pub(super) fn print_pad(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" ");
    if let Some(&v) = o.operands.first() {
        p.operand(v);
    }
    if has_attr(ir, op, "nofold") {
        p.w(" nofold");
    }
    let values: &[ValueId] = o.operands.get(1..).unwrap_or(&[]);
    p.w(" low");
    let low = super::dense_i64(ir, op, "static_low").unwrap_or_default();
    let used = print_index_list(p, &low, values);
    p.w(" high");
    let high = super::dense_i64(ir, op, "static_high").unwrap_or_default();
    print_index_list(p, &high, values.get(used..).unwrap_or(&[]));
    p.w(" ");
    if let Some(&r) = o.regions.first() {
        p.region(r, true, true);
    }
    p.attr_dict(op, &["nofold", "operandSegmentSizes", "static_high", "static_low"]);
    p.w(" : ");
    print_opt_ty(p, super::operand_ty(ir, op, 0));
    p.w(" to ");
    print_opt_ty(p, result_ty(ir, op));
}
