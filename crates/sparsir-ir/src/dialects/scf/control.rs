//! Custom forms of `scf.if`, `scf.yield`, `scf.execute_region` and `scf.index_switch`.
//!
//! Why: the non-loop scf ops; `scf.if` and the default region of `scf.index_switch` get
//! an implicit `scf.yield` when written without one, and print without it.

use crate::attrs::Attr;
use crate::dialects::mixed::{dense_i64, op_dense};
use crate::dialects::values_form;
use crate::ids::OpId;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type};

pub(super) fn parse_if(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let cond = p.parse_operand()?;
    let i1 = p.ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless });
    st.operands.push(p.resolve_operand(&cond, i1)?);
    st.result_types = p.parse_optional_arrow_types()?;
    let mut then = p.parse_region(&[], false)?;
    p.ensure_terminator(&mut then, "scf.yield");
    st.regions.push(then);
    let mut other = Vec::new();
    if p.eat_keyword("else") {
        other = p.parse_region(&[], false)?;
        p.ensure_terminator(&mut other, "scf.yield");
    }
    st.regions.push(other);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_if(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(&cond), [then, other]) = (o.operands.first(), &o.regions[..]) else {
        return p.malformed();
    };
    p.w(" ");
    p.operand(cond);
    let with_results = !o.results.is_empty();
    if with_results {
        p.w(" -> (");
        p.types(&ir.value_types(&o.results));
        p.w(")");
    }
    p.w(" ");
    p.region(*then, false, with_results);
    if !ir.region(*other).blocks.is_empty() {
        p.w(" else ");
        p.region(*other, false, with_results);
    }
    p.attr_dict(op, &[]);
}

pub(super) fn parse_yield(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    values_form::parse_values(p, st, values_form::DictAt::First)
}

pub(super) fn print_yield(p: &mut Printer<'_>, op: OpId) {
    values_form::print_values(p, op, values_form::DictAt::First)
}

pub(super) fn parse_execute_region(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.result_types = p.parse_optional_arrow_types()?;
    if p.eat_keyword("no_inline") {
        let unit = p.ir.attr(Attr::Unit);
        p.add_prop(st, "no_inline", unit);
    }
    st.regions.push(p.parse_region(&[], false)?);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_execute_region(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let Some(&r) = o.regions.first() else { return p.malformed() };
    if !o.results.is_empty() {
        p.w(" -> ");
        p.result_types(&ir.value_types(&o.results));
    }
    if ir.op_attr(op, "no_inline").is_some() {
        p.w(" no_inline");
    }
    p.w(" ");
    p.region(r, false, true);
    p.attr_dict(op, &["no_inline"]);
}

pub(super) fn parse_index_switch(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let arg = p.parse_operand()?;
    let idx = p.ir.ty(Type::Index);
    st.operands.push(p.resolve_operand(&arg, idx)?);
    st.attrs = p.parse_optional_attr_dict()?;
    if p.eat(Tok::Arrow) {
        st.result_types = p.parse_type_list()?;
    }
    let mut cases = Vec::new();
    let mut regions = Vec::new();
    while p.eat_keyword("case") {
        let pos = p.pos();
        let v = p.parse_int()?;
        let v = i64::try_from(v).map_err(|_| crate::diag::Diag::error(pos, "integer out of range"))?;
        cases.push(v);
        regions.push(p.parse_region(&[], false)?);
    }
    p.expect_keyword("default")?;
    let mut default = p.parse_region(&[], false)?;
    p.ensure_terminator(&mut default, "scf.yield");
    st.regions.push(default);
    st.regions.extend(regions);
    let a = dense_i64(&mut p.ir, &cases);
    p.add_prop(st, "cases", a);
    Ok(())
}

pub(super) fn print_index_switch(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let cases = op_dense(ir, op, "cases").unwrap_or_default();
    let (Some(&arg), Some((&default, case_regions))) = (o.operands.first(), o.regions.split_first()) else {
        return p.malformed();
    };
    if cases.len() != case_regions.len() {
        return p.malformed();
    }
    p.w(" ");
    p.operand(arg);
    p.attr_dict(op, &["cases"]);
    if !o.results.is_empty() {
        p.w(" -> ");
        p.types(&ir.value_types(&o.results));
    }
    for (v, &r) in cases.iter().zip(case_regions) {
        p.newline();
        p.w(&format!("case {v} "));
        p.region(r, false, true);
    }
    p.newline();
    p.w("default ");
    p.region(default, false, !o.results.is_empty());
}
