//! `linalg.transpose`, `linalg.broadcast`, `linalg.reduce`, `linalg.map`.
//!
//! Why: these have their own custom forms (`permutation = […]`, `dimensions = […]`, a
//! body written with its arguments outside the braces, or the short form
//! `{ arith.addf }` that names one payload op). Results are the tensor outputs' types.

use super::body::{default_props, Builder};
use super::{elem_or_self, parse_ins_outs, print_ins_outs, split_ins_outs, tensor_results};
use crate::attrs::Attr;
use crate::dialects::mixed::{dense_i64, op_dense};
use crate::ids::{BlockId, OpId, ValueId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;

/// Parses `key = [i, …]` into an `array<i64>` property.
fn parse_int_list_prop(p: &mut Parser<'_>, st: &mut OpState, key: &str) -> PResult<()> {
    p.expect_keyword(key)?;
    p.expect(Tok::Equal, "=")?;
    let vals = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| {
        let pos = p.pos();
        let v = p.parse_int()?;
        i64::try_from(v).map_err(|_| crate::diag::Diag::error(pos, "integer out of range"))
    })?;
    let a = dense_i64(&mut p.ir, &vals);
    p.add_prop(st, key, a);
    Ok(())
}

fn print_int_list_prop(p: &mut Printer<'_>, op: OpId, key: &str) {
    let vals = op_dense(p.ir, op, key).unwrap_or_default();
    let text: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
    p.w(&format!(" {key} = [{}]", text.join(", ")));
}

/// A block whose arguments are the element types of `values`.
fn block_for(ir: &mut Ir, values: &[ValueId]) -> (BlockId, Vec<ValueId>) {
    let block = ir.create_block();
    let args = values
        .iter()
        .map(|&v| {
            let t = elem_or_self(ir, ir.value_type(v));
            ir.add_block_arg(block, t)
        })
        .collect();
    (block, args)
}

/// `transpose` / `broadcast`: `ins(…) outs(…) key = […] {attrs}` and a body yielding the input.
fn parse_copy_like(p: &mut Parser<'_>, st: &mut OpState, key: &str) -> PResult<()> {
    let (ins, outs) = parse_ins_outs(p)?;
    parse_int_list_prop(p, st, key)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let all = [ins, outs].concat();
    let (block, args) = block_for(&mut p.ir, &all);
    let mut b = Builder { ir: &mut p.ir, block };
    b.yield_values(args.into_iter().take(1).collect());
    st.regions.push(vec![block]);
    st.result_types = tensor_results(&p.ir, &all[all.len().saturating_sub(1)..]);
    st.operands = all;
    Ok(())
}

fn print_copy_like(p: &mut Printer<'_>, op: OpId, key: &str) {
    let (ins, outs) = one_out(p.ir, op);
    print_ins_outs(p, &ins, &outs);
    print_int_list_prop(p, op, key);
    p.attr_dict(op, &[key]);
}

/// Inputs and the single output of ops without `operandSegmentSizes`.
fn one_out(ir: &Ir, op: OpId) -> (Vec<ValueId>, Vec<ValueId>) {
    let operands = &ir.op(op).operands;
    match operands.split_last() {
        Some((&last, rest)) => (rest.to_vec(), vec![last]),
        None => (Vec::new(), Vec::new()),
    }
}

pub(super) fn parse_transpose(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_copy_like(p, st, "permutation")
}

pub(super) fn print_transpose(p: &mut Printer<'_>, op: OpId) {
    print_copy_like(p, op, "permutation");
}

pub(super) fn parse_broadcast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_copy_like(p, st, "dimensions")
}

pub(super) fn print_broadcast(p: &mut Printer<'_>, op: OpId) {
    print_copy_like(p, op, "dimensions");
}

/// Named attributes of an op.
type AttrList = Vec<(crate::ids::StrId, crate::ids::AttrId)>;

/// The short form `{ dialect.op {attrs}? }`: name and attributes.
fn parse_short_form(p: &mut Parser<'_>) -> PResult<Option<(String, AttrList)>> {
    if !p.eat(Tok::LBrace) {
        return Ok(None);
    }
    let name = p.parse_keyword("operation name")?.to_string();
    let attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::RBrace, "}")?;
    Ok(Some((name, attrs)))
}

/// Builds the body of a short form: `payload(operands)` then `linalg.yield`.
fn short_body(
    p: &mut Parser<'_>,
    all: &[ValueId],
    order: impl Fn(&[ValueId]) -> Vec<ValueId>,
    name: &str,
    attrs: AttrList,
) -> BlockId {
    let (block, args) = block_for(&mut p.ir, all);
    let result_ty = p.ir.value_type(*args.last().expect("an init argument"));
    let n = p.ir.intern(name);
    let op = p.ir.create_op(n, order(&args), &[result_ty]);
    let mut props = default_props(&mut p.ir, name);
    let mut discardable = Vec::new();
    for (k, v) in attrs {
        if matches!(p.ir.str(k), "fastmath" | "overflowFlags") {
            props.retain(|(n, _)| *n != k);
            props.push((k, v));
        } else {
            discardable.push((k, v));
        }
    }
    let o = p.ir.op_mut(op);
    o.props = props;
    o.attrs = discardable;
    p.ir.append_op(block, op);
    let r = p.ir.op(op).results[0];
    Builder { ir: &mut p.ir, block }.yield_values(vec![r]);
    block
}

/// Parses the long form's `(%a: T, …) { … }` body.
fn parse_long_body(p: &mut Parser<'_>) -> PResult<Vec<BlockId>> {
    let args = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_typed_arg())?;
    p.parse_region(&args, false)
}

/// `map`: payload operands are the inputs; `reduce`: the inits, then the inputs.
fn payload_order(is_reduce: bool, n_ins: usize) -> impl Fn(&[ValueId]) -> Vec<ValueId> {
    move |args: &[ValueId]| {
        if is_reduce {
            [&args[n_ins..], &args[..n_ins]].concat()
        } else {
            args[..n_ins].to_vec()
        }
    }
}

fn parse_map_or_reduce(p: &mut Parser<'_>, st: &mut OpState, is_reduce: bool) -> PResult<()> {
    let short = parse_short_form(p)?;
    let (ins, outs) = parse_ins_outs(p)?;
    if outs.is_empty() {
        return Err(p.err_expected("'outs'"));
    }
    if is_reduce {
        parse_int_list_prop(p, st, "dimensions")?;
    }
    st.attrs = p.parse_optional_attr_dict()?;
    let all = [ins.clone(), outs.clone()].concat();
    let body = match short {
        Some((name, attrs)) => vec![short_body(p, &all, payload_order(is_reduce, ins.len()), &name, attrs)],
        None => parse_long_body(p)?,
    };
    st.regions.push(body);
    st.result_types = tensor_results(&p.ir, &outs);
    st.operands = all;
    Ok(())
}

/// The payload op when the body has the short form's shape.
fn short_payload(ir: &Ir, op: OpId, n_ins: usize, is_reduce: bool) -> Option<OpId> {
    let &r = ir.op(op).regions.first()?;
    let [b] = ir.region(r).blocks[..] else { return None };
    let [payload, y] = ir.block(b).ops[..] else { return None };
    let po = ir.op(payload);
    let args = &ir.block(b).args;
    let ok = po.results.len() == 1
        && po.regions.is_empty()
        && n_ins <= args.len()
        && po.operands == payload_order(is_reduce, n_ins)(args)
        && ir.op_name(y) == "linalg.yield"
        && ir.op(y).operands == po.results;
    ok.then_some(payload)
}

fn print_short_form(p: &mut Printer<'_>, payload: OpId) {
    let ir = p.ir;
    p.w(" { ");
    p.w(ir.op_name(payload));
    let none = ir.lookup_str("fastmath").and_then(|_| {
        let a = ir.op_attr(payload, "fastmath")?;
        matches!(ir.attr_of(a), Attr::Opaque { body, .. } if body == "fastmath<none>").then_some("fastmath")
    });
    p.attr_dict(payload, &[none.unwrap_or("")]);
    p.w(" }");
}

fn print_map_or_reduce(p: &mut Printer<'_>, op: OpId, is_reduce: bool) {
    let ir = p.ir;
    let (ins, outs) = if is_reduce { split_half(ir, op) } else { one_out(ir, op) };
    let short = short_payload(ir, op, ins.len(), is_reduce);
    if let Some(payload) = short {
        print_short_form(p, payload);
    }
    print_ins_outs(p, &ins, &outs);
    if is_reduce {
        print_int_list_prop(p, op, "dimensions");
    }
    p.attr_dict(op, &["dimensions"]);
    if short.is_none() {
        let Some(&r) = ir.op(op).regions.first() else { return };
        let Some(&entry) = ir.region(r).blocks.first() else { return };
        p.w(" (");
        p.typed_args(&ir.block(entry).args);
        p.w(") ");
        p.region(r, false, true);
    }
}

/// `reduce`'s operands: as many inputs as inits.
fn split_half(ir: &Ir, op: OpId) -> (Vec<ValueId>, Vec<ValueId>) {
    if crate::dialects::mixed::segments(ir, op).is_some() {
        return split_ins_outs(ir, op);
    }
    let operands = &ir.op(op).operands;
    let (a, b) = operands.split_at(operands.len() / 2);
    (a.to_vec(), b.to_vec())
}

pub(super) fn parse_reduce(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_map_or_reduce(p, st, true)
}

pub(super) fn print_reduce(p: &mut Printer<'_>, op: OpId) {
    print_map_or_reduce(p, op, true);
}

pub(super) fn parse_map(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_map_or_reduce(p, st, false)
}

pub(super) fn print_map(p: &mut Printer<'_>, op: OpId) {
    print_map_or_reduce(p, op, false);
}
