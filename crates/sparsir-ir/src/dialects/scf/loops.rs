//! Custom forms of the scf loops: `scf.for`, `scf.while` / `scf.condition`,
//! `scf.parallel` / `scf.reduce` / `scf.reduce.return`, `scf.forall` /
//! `scf.forall.in_parallel`.
//!
//! Why: each has its own syntax in MLIR (bounds, `iter_args`, `init`, `shared_outs`,
//! `do`), with implicit terminators the parser adds and the printer leaves out.

use super::{arguments, custom_error, op_name_pos, parse_assignment_list, print_assignment_list};
use crate::attrs::Attr;
use crate::dialects::mixed::{self, count_dynamic, dense_i32, dense_i64, parse_mixed_list, print_mixed_list};
use crate::ids::{BlockId, OpId, TypeId};
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::types::Type;

fn index(p: &mut Parser<'_>) -> TypeId {
    p.ir.ty(Type::Index)
}

fn add_unit_prop(p: &mut Parser<'_>, st: &mut OpState, name: &str) {
    let a = p.ir.attr(Attr::Unit);
    p.add_prop(st, name, a);
}

// ---- scf.for --------------------------------------------------------------------------

pub(super) fn parse_for(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name_pos = op_name_pos(p, p.pos());
    if p.eat_keyword("unsigned") {
        add_unit_prop(p, st, "unsignedCmp");
    }
    let iv = p.parse_arg_name()?;
    p.expect(Tok::Equal, "=")?;
    let lb = p.parse_operand()?;
    p.expect_keyword("to")?;
    let ub = p.parse_operand()?;
    p.expect_keyword("step")?;
    let step = p.parse_operand()?;
    let (mut names, mut inits, mut types) = (Vec::new(), Vec::new(), Vec::new());
    if p.eat_keyword("iter_args") {
        (names, inits) = parse_assignment_list(p)?;
        p.expect(Tok::Arrow, "->")?;
        types = p.parse_result_types()?;
        if types.len() != inits.len() {
            return Err(custom_error(
                name_pos,
                "scf.for",
                "mismatch in number of loop-carried values and defined values",
            ));
        }
    }
    let iv_ty = if p.eat(Tok::Colon) { p.parse_type()? } else { index(p) };
    let bounds = p.resolve_operands_same(&[lb, ub, step], iv_ty)?;
    let init_values = p.resolve_operands(&inits, &types, name_pos)?;
    let mut args = arguments(&[iv], &[iv_ty]);
    args.extend(arguments(&names, &types));
    let mut body = p.parse_region(&args, false)?;
    if inits.is_empty() {
        p.ensure_terminator(&mut body, "scf.yield");
    }
    st.regions.push(body);
    st.attrs = p.parse_optional_attr_dict()?;
    st.operands = bounds;
    st.operands.extend(init_values);
    st.result_types = types;
    Ok(())
}

pub(super) fn print_for(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let Some(&r) = o.regions.first() else { return p.malformed() };
    let Some(&entry) = ir.region(r).blocks.first() else { return p.malformed() };
    let args = &ir.block(entry).args;
    if o.operands.len() < 3 || args.is_empty() {
        return p.malformed();
    }
    if ir.op_attr(op, "unsignedCmp").is_some() {
        p.w(" unsigned");
    }
    p.w(" ");
    p.operand(args[0]);
    p.w(" = ");
    p.operand(o.operands[0]);
    p.w(" to ");
    p.operand(o.operands[1]);
    p.w(" step ");
    p.operand(o.operands[2]);
    let inits = &o.operands[3..];
    if !inits.is_empty() {
        p.w(" iter_args");
        print_assignment_list(p, &args[1..], inits);
        p.w(" -> (");
        p.types(&ir.value_types(&o.results));
        p.w(")");
    }
    let iv_ty = ir.value_type(args[0]);
    if *ir.type_of(iv_ty) != Type::Index {
        p.w(" : ");
        p.ty(iv_ty);
    }
    p.w(" ");
    p.region(r, false, !inits.is_empty());
    p.attr_dict(op, &["unsignedCmp"]);
}

// ---- scf.while / scf.condition ------------------------------------------------------------

pub(super) fn parse_while(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (names, inits) = if p.at(Tok::LParen) { parse_assignment_list(p)? } else { (Vec::new(), Vec::new()) };
    p.expect(Tok::Colon, ":")?;
    let type_pos = p.pos();
    let (ins, outs) = p.parse_function_type()?;
    if ins.len() != inits.len() {
        let msg =
            format!("expected as many input types as operands (expected {} got {})", inits.len(), ins.len());
        return Err(custom_error(type_pos, "scf.while", msg));
    }
    st.operands = p.resolve_operands(&inits, &ins, type_pos)?;
    st.result_types = outs;
    st.regions.push(p.parse_region(&arguments(&names, &ins), false)?);
    p.expect_keyword("do")?;
    st.regions.push(p.parse_region(&[], false)?);
    st.attrs = p.parse_optional_attr_dict_with_keyword()?;
    Ok(())
}

pub(super) fn print_while(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let [before, after] = o.regions[..] else { return p.malformed() };
    let before_args = ir.region(before).blocks.first().map(|&b| ir.block(b).args.clone()).unwrap_or_default();
    if !o.operands.is_empty() {
        if before_args.len() != o.operands.len() {
            return p.malformed();
        }
        p.w(" ");
        print_assignment_list(p, &before_args, &o.operands);
    }
    p.w(" : ");
    p.function_type(&ir.value_types(&o.operands), &ir.value_types(&o.results));
    p.w(" ");
    p.region(before, false, true);
    p.w(" do ");
    p.region(after, true, true);
    p.attr_dict_with_keyword(op, &[]);
}

pub(super) fn parse_condition(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LParen, "(")?;
    let cond = p.parse_operand()?;
    p.expect(Tok::RParen, ")")?;
    st.attrs = p.parse_optional_attr_dict()?;
    let i1 = p.ir.ty(Type::Integer { width: 1, signedness: crate::types::Signedness::Signless });
    st.operands.push(p.resolve_operand(&cond, i1)?);
    let refs = p.parse_operand_list()?;
    if !refs.is_empty() {
        let pos = p.pos();
        let types = p.parse_colon_type_list()?;
        st.operands.extend(p.resolve_operands(&refs, &types, pos)?);
    }
    Ok(())
}

pub(super) fn print_condition(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let Some((&cond, args)) = o.operands.split_first() else { return p.malformed() };
    p.w("(");
    p.operand(cond);
    p.w(")");
    p.attr_dict(op, &[]);
    if !args.is_empty() {
        p.w(" ");
        p.operands(args);
        p.w(" : ");
        p.types(&ir.value_types(args));
    }
}

// ---- scf.parallel / scf.reduce ------------------------------------------------------------

fn parse_bound_list(p: &mut Parser<'_>, n: usize, ty: TypeId) -> PResult<Vec<crate::ids::ValueId>> {
    let pos = p.pos();
    let refs = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
    if refs.len() != n {
        return Err(custom_error(pos, "scf.parallel", format!("expected {n} operands")));
    }
    p.resolve_operands_same(&refs, ty)
}

pub(super) fn parse_parallel(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let ivs = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_arg_name())?;
    let idx = index(p);
    p.expect(Tok::Equal, "=")?;
    let lbs = parse_bound_list(p, ivs.len(), idx)?;
    p.expect_keyword("to")?;
    let ubs = parse_bound_list(p, ivs.len(), idx)?;
    p.expect_keyword("step")?;
    let steps = parse_bound_list(p, ivs.len(), idx)?;
    let mut inits = Vec::new();
    if p.eat_keyword("init") {
        let refs = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
        let pos = p.pos();
        p.expect(Tok::Arrow, "->")?;
        let types = p.parse_result_types()?;
        inits = p.resolve_operands(&refs, &types, pos)?;
        st.result_types = types;
    }
    let mut body = p.parse_region(&arguments(&ivs, &vec![idx; ivs.len()]), false)?;
    p.ensure_terminator(&mut body, "scf.reduce");
    st.regions.push(body);
    st.attrs = p.parse_optional_attr_dict()?;
    let sizes = dense_i32(&mut p.ir, &[lbs.len(), ubs.len(), steps.len(), inits.len()]);
    p.add_prop(st, "operandSegmentSizes", sizes);
    st.operands = [lbs, ubs, steps, inits].concat();
    Ok(())
}

pub(super) fn print_parallel(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let segs = mixed::segments(ir, op);
    let (Some(segs), Some(&r)) = (segs, o.regions.first()) else { return p.malformed() };
    let Some(&entry) = ir.region(r).blocks.first() else { return p.malformed() };
    if segs.len() != 4 {
        return p.malformed();
    }
    p.w(" (");
    p.operands(&ir.block(entry).args);
    for (i, key) in [") = (", ") to (", ") step ("].iter().enumerate() {
        p.w(key);
        p.operands(&segs[i]);
    }
    p.w(")");
    if !segs[3].is_empty() {
        p.w(" init (");
        p.operands(&segs[3]);
        p.w(") -> ");
        p.result_types(&ir.value_types(&o.results));
    }
    p.w(" ");
    p.region(r, false, true);
    p.attr_dict(op, &["operandSegmentSizes"]);
}

pub(super) fn parse_reduce(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat(Tok::LParen) {
        let refs = p.parse_operand_list()?;
        let pos = p.pos();
        let types = p.parse_colon_type_list()?;
        p.expect(Tok::RParen, ")")?;
        st.operands = p.resolve_operands(&refs, &types, pos)?;
    }
    if p.at(Tok::LBrace) {
        st.regions.push(p.parse_region(&[], false)?);
        while p.eat(Tok::Comma) {
            st.regions.push(p.parse_region(&[], false)?);
        }
    }
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_reduce(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    if !o.operands.is_empty() {
        p.w("(");
        p.operands(&o.operands);
        p.w(" : ");
        p.types(&ir.value_types(&o.operands));
        p.w(")");
    }
    for (i, &r) in o.regions.iter().enumerate() {
        p.w(if i == 0 { " " } else { ", " });
        p.region(r, true, true);
    }
    p.attr_dict(op, &[]);
}

pub(super) fn parse_reduce_return(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&v, ty)?);
    Ok(())
}

pub(super) fn print_reduce_return(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let Some(&v) = ir.op(op).operands.first() else { return p.malformed() };
    p.w(" ");
    p.operand(v);
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.ty(ir.value_type(v));
}

// ---- scf.forall / scf.forall.in_parallel --------------------------------------------------

pub(super) fn parse_forall(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name_pos = op_name_pos(p, p.pos());
    let ivs = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_arg_name())?;
    let rank = ivs.len();
    let (lbs, ubs, steps) = if p.eat_keyword("in") {
        let ubs = parse_mixed_list(p, Tok::LParen, Tok::RParen, ")")?;
        let zeros = mixed::Mixed { statics: vec![0; rank], dynamic: Vec::new() };
        let ones = mixed::Mixed { statics: vec![1; rank], dynamic: Vec::new() };
        (zeros, ubs, ones)
    } else {
        p.expect(Tok::Equal, "=")?;
        let lbs = parse_mixed_list(p, Tok::LParen, Tok::RParen, ")")?;
        p.expect_keyword("to")?;
        let ubs = parse_mixed_list(p, Tok::LParen, Tok::RParen, ")")?;
        p.expect_keyword("step")?;
        let steps = parse_mixed_list(p, Tok::LParen, Tok::RParen, ")")?;
        (lbs, ubs, steps)
    };
    for (what, list) in [("lower bound", &lbs), ("upper bound", &ubs), ("step", &steps)] {
        if list.statics.len() != rank {
            let msg = format!("expected {rank} {what} values, got {}", list.statics.len());
            return Err(crate::diag::Diag::error(name_pos, msg));
        }
    }
    let (mut names, mut outs, mut types) = (Vec::new(), Vec::new(), Vec::new());
    if p.eat_keyword("shared_outs") {
        (names, outs) = parse_assignment_list(p)?;
        p.expect(Tok::Arrow, "->")?;
        types = p.parse_result_types()?;
    }
    let idx = index(p);
    let mut operands = Vec::new();
    for list in [&lbs, &ubs, &steps] {
        operands.extend(p.resolve_operands_same(&list.dynamic, idx)?);
    }
    let pos = p.pos();
    operands.extend(p.resolve_operands(&outs, &types, pos)?);
    let mut args = arguments(&ivs, &vec![idx; rank]);
    args.extend(arguments(&names, &types));
    let mut body = p.parse_region(&args, false)?;
    ensure_in_parallel(p, &mut body);
    st.regions.push(body);
    let attrs = p.parse_optional_attr_dict()?;
    let mapping = p.ir.intern("mapping");
    let (props, rest): (Vec<_>, Vec<_>) = attrs.into_iter().partition(|(n, _)| *n == mapping);
    st.props.extend(props);
    st.attrs = rest;
    let sizes = [lbs.dynamic.len(), ubs.dynamic.len(), steps.dynamic.len(), outs.len()];
    let sizes = dense_i32(&mut p.ir, &sizes);
    p.add_prop(st, "operandSegmentSizes", sizes);
    for (key, list) in [("staticLowerBound", &lbs), ("staticUpperBound", &ubs), ("staticStep", &steps)] {
        let a = dense_i64(&mut p.ir, &list.statics);
        p.add_prop(st, key, a);
    }
    st.operands = operands;
    st.result_types = types;
    Ok(())
}

/// Appends an empty `scf.forall.in_parallel` when the body does not end with one.
fn ensure_in_parallel(p: &mut Parser<'_>, blocks: &mut Vec<BlockId>) {
    if blocks.is_empty() {
        blocks.push(p.ir.create_block());
    }
    let Some(&last) = blocks.last() else { return };
    let ir = &p.ir;
    if ir.block(last).ops.last().is_some_and(|&op| ir.op_name(op) == "scf.forall.in_parallel") {
        return;
    }
    let name = p.ir.intern("scf.forall.in_parallel");
    let op = p.ir.create_op(name, Vec::new(), &[]);
    let inner = p.ir.create_block();
    p.ir.add_region(op, vec![inner]);
    p.ir.append_op(last, op);
}

pub(super) fn print_forall(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let bounds: Option<Vec<Vec<i64>>> = ["staticLowerBound", "staticUpperBound", "staticStep"]
        .iter()
        .map(|k| mixed::op_dense(ir, op, k))
        .collect();
    let body = o.regions.first().and_then(|&r| ir.region(r).blocks.first().map(|&b| (r, b)));
    let (Some(bounds), Some((r, entry))) = (bounds, body) else { return p.malformed() };
    let rank = bounds[0].len();
    let counts: Vec<usize> = bounds.iter().map(|b| count_dynamic(b)).collect();
    let args = &ir.block(entry).args;
    let n_bounds: usize = counts.iter().sum();
    if bounds.iter().any(|b| b.len() != rank) || args.len() < rank || o.operands.len() < n_bounds {
        return p.malformed();
    }
    let (lbs, rest) = o.operands.split_at(counts[0]);
    let (ubs, rest) = rest.split_at(counts[1]);
    let (steps, outs) = rest.split_at(counts[2]);
    p.w(" (");
    p.operands(&args[..rank]);
    p.w(")");
    let normalized = bounds[0].iter().all(|&v| v == 0) && bounds[2].iter().all(|&v| v == 1);
    if normalized {
        print_mixed_list(p, " in (", ")", &bounds[1], ubs);
    } else {
        print_mixed_list(p, " = (", ")", &bounds[0], lbs);
        print_mixed_list(p, " to (", ")", &bounds[1], ubs);
        print_mixed_list(p, " step (", ")", &bounds[2], steps);
    }
    if !outs.is_empty() {
        p.w(" shared_outs");
        print_assignment_list(p, &args[rank..], outs);
        p.w(" -> (");
        p.types(&ir.value_types(&o.results));
        p.w(")");
    }
    p.w(" ");
    if outs.is_empty() && ends_with_in_parallel(p, r) {
        p.region_elide_terminator(r, false);
    } else {
        p.region(r, false, true);
    }
    p.attr_dict(op, &["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"]);
}

/// True when the region's last block ends with an empty `scf.forall.in_parallel`, which
/// the custom form leaves out.
fn ends_with_in_parallel(p: &Printer<'_>, r: crate::ids::RegionId) -> bool {
    let ir = p.ir;
    let Some(&last) = ir.region(r).blocks.last() else { return false };
    let Some(&op) = ir.block(last).ops.last() else { return false };
    let o = ir.op(op);
    ir.op_name(op) == "scf.forall.in_parallel"
        && o.attrs.is_empty()
        && o.regions.iter().all(|&r| ir.region(r).blocks.iter().all(|&b| ir.block(b).ops.is_empty()))
}

pub(super) fn parse_in_parallel(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let mut body = p.parse_region(&[], false)?;
    if body.is_empty() {
        body.push(p.ir.create_block());
    }
    st.regions.push(body);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_in_parallel(p: &mut Printer<'_>, op: OpId) {
    let Some(&r) = p.ir.op(op).regions.first() else { return p.malformed() };
    p.w(" ");
    p.region(r, false, true);
    p.attr_dict(op, &[]);
}
