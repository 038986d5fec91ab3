//! Custom forms of the sparse_tensor ops with regions that a `linalg.generic` body uses
//! (`binary`, `unary`, `reduce`, `select`, and their terminator `yield`) and `foreach`.
//!
//! Why: the semiring ops carry their computation in regions written `overlap = {…}`,
//! `left = identity`, `present = {…}`; MLIR prints each region keyword on its own line
//! (` overlap = {` one space in from the op). `foreach` has an implicit `yield`.

use super::{
    expect_kw, parse_attr_dict, parse_colon_type_of, print_operand_at, print_operand_type, print_result_type,
    Kind,
};
use crate::dialects::values_form;
use crate::ids::{OpId, RegionId};
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;

/// `keyword = {region}`, or `keyword = identity` when `identity` is allowed (returns
/// `None` for identity; the region is then empty).
fn parse_keyword_region(
    p: &mut Parser<'_>,
    op: &str,
    kw: &str,
    identity: bool,
) -> PResult<Option<Vec<crate::ids::BlockId>>> {
    expect_kw(p, op, kw)?;
    p.expect(Tok::Equal, "=")?;
    if identity && p.eat_keyword("identity") {
        return Ok(None);
    }
    Ok(Some(super::region(p, &[])?))
}

/// The op's region `i`, if present.
fn region_at(p: &Printer<'_>, op: OpId, i: usize) -> Option<RegionId> {
    p.ir.op(op).regions.get(i).copied()
}

/// Prints `\n keyword = {region}` (or `identity` when `identity` is set).
fn print_keyword_region(p: &mut Printer<'_>, op: OpId, i: usize, kw: &str, identity: bool) {
    p.newline();
    p.w(" ");
    p.w(kw);
    p.w(" = ");
    if identity {
        p.w("identity");
    } else if let Some(r) = region_at(p, op, i) {
        p.region(r, true, true);
    } else {
        p.w("{\n}");
    }
}

/// `%x, %y : attr-dict X, Y to Out` and the three regions.
pub(crate) fn parse_binary(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let y = p.parse_operand()?;
    p.expect(Tok::Colon, ":")?;
    parse_attr_dict(p, st, "sparse_tensor.binary")?;
    let xt = p.parse_type()?;
    p.expect(Tok::Comma, ",")?;
    let yt = p.parse_type()?;
    let name = "sparse_tensor.binary";
    expect_kw(p, name, "to")?;
    let out = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&x, xt)?, p.resolve_operand(&y, yt)?];
    st.result_types = vec![out];
    let overlap = parse_keyword_region(p, name, "overlap", false)?.unwrap_or_default();
    st.regions.push(overlap);
    for (kw, unit) in [("left", "left_identity"), ("right", "right_identity")] {
        match parse_keyword_region(p, name, kw, true)? {
            Some(r) => st.regions.push(r),
            None => {
                super::add_unit(p, st, unit);
                st.regions.push(Vec::new());
            }
        }
    }
    Ok(())
}

pub(crate) fn print_binary(p: &mut Printer<'_>, op: OpId) {
    p.w(" ");
    print_operand_at(p, op, 0);
    p.w(", ");
    print_operand_at(p, op, 1);
    p.w(" :");
    p.attr_dict(op, &["left_identity", "right_identity"]);
    p.w(" ");
    print_operand_type(p, op, 0);
    p.w(", ");
    print_operand_type(p, op, 1);
    p.w(" to ");
    print_result_type(p, op, 0);
    let (l, r) = (super::has_unit(p.ir, op, "left_identity"), super::has_unit(p.ir, op, "right_identity"));
    print_keyword_region(p, op, 0, "overlap", false);
    print_keyword_region(p, op, 1, "left", l);
    print_keyword_region(p, op, 2, "right", r);
}

/// `%x attr-dict : X to Out` and the `present`/`absent` regions.
pub(crate) fn parse_unary(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.unary";
    let x = p.parse_operand()?;
    parse_attr_dict(p, st, name)?;
    let xt = p.parse_colon_type()?;
    expect_kw(p, name, "to")?;
    let out = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&x, xt)?];
    st.result_types = vec![out];
    for kw in ["present", "absent"] {
        let r = parse_keyword_region(p, name, kw, false)?.unwrap_or_default();
        st.regions.push(r);
    }
    Ok(())
}

pub(crate) fn print_unary(p: &mut Printer<'_>, op: OpId) {
    p.w(" ");
    print_operand_at(p, op, 0);
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" to ");
    print_result_type(p, op, 0);
    print_keyword_region(p, op, 0, "present", false);
    print_keyword_region(p, op, 1, "absent", false);
}

/// `%x, %y, %identity attr-dict : T {region}`
pub(crate) fn parse_reduce(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = [p.parse_operand()?, expect_comma_operand(p)?, expect_comma_operand(p)?];
    parse_attr_dict(p, st, "sparse_tensor.reduce")?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands_same(&refs, ty)?;
    st.result_types = vec![ty];
    st.regions.push(super::region(p, &[])?);
    Ok(())
}

fn expect_comma_operand(p: &mut Parser<'_>) -> PResult<crate::parser::OperandRef> {
    p.expect(Tok::Comma, ",")?;
    p.parse_operand()
}

/// Prints ` {attrs} : T {region}` after the operands of `reduce` and `select`.
fn print_typed_region(p: &mut Printer<'_>, op: OpId) {
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_result_type(p, op, 0);
    p.w(" ");
    match region_at(p, op, 0) {
        Some(r) => p.region(r, true, true),
        None => p.w("{\n}"),
    }
}

pub(crate) fn print_reduce(p: &mut Printer<'_>, op: OpId) {
    let ops = p.ir.op(op).operands.clone();
    p.w(" ");
    p.operands(&ops);
    print_typed_region(p, op);
}

/// `%x attr-dict : T {region}`
pub(crate) fn parse_select(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_attr_dict(p, st, "sparse_tensor.select")?;
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&x, ty)?];
    st.result_types = vec![ty];
    st.regions.push(super::region(p, &[])?);
    Ok(())
}

pub(crate) fn print_select(p: &mut Printer<'_>, op: OpId) {
    p.w(" ");
    print_operand_at(p, op, 0);
    print_typed_region(p, op);
}

/// `%v, … attr-dict : T, …` (as in MLIR, a yield without values cannot be written: it
/// is the implicit terminator of `foreach`, `iterate` and `coiterate` bodies).
pub(crate) fn parse_yield(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = p.parse_operand_list()?;
    parse_attr_dict(p, st, "sparse_tensor.yield")?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let types = p.parse_type_list()?;
    st.operands = p.resolve_operands(&refs, &types, pos)?;
    Ok(())
}

pub(crate) fn print_yield(p: &mut Printer<'_>, op: OpId) {
    values_form::print_values(p, op, values_form::DictAt::AfterOperands)
}

/// `in %t (init(%a, …))? attr-dict : T (, A, …)? (-> R, …)? do {region}`
pub(crate) fn parse_foreach(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.foreach";
    expect_kw(p, name, "in")?;
    let t = p.parse_operand()?;
    let inits = if p.eat_keyword("init") {
        p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?
    } else {
        Vec::new()
    };
    parse_attr_dict(p, st, name)?;
    let ty = parse_colon_type_of(p, name, Kind::Tensor)?;
    let pos = p.pos();
    let init_types = if !inits.is_empty() && p.eat(Tok::Comma) { p.parse_type_list()? } else { Vec::new() };
    if p.eat(Tok::Arrow) {
        st.result_types = p.parse_type_list()?;
    }
    expect_kw(p, name, "do")?;
    st.operands = vec![p.resolve_operand(&t, ty)?];
    st.operands.extend(p.resolve_operands(&inits, &init_types, pos)?);
    let mut body = super::region(p, &[])?;
    p.ensure_terminator(&mut body, "sparse_tensor.yield");
    st.regions.push(body);
    Ok(())
}

pub(crate) fn print_foreach(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let inits = o.operands.get(1..).unwrap_or(&[]);
    p.w(" in ");
    print_operand_at(p, op, 0);
    if !inits.is_empty() {
        p.w(" init(");
        p.operands(inits);
        p.w(")");
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_operand_type(p, op, 0);
    if !inits.is_empty() {
        p.w(", ");
        p.types(&ir.value_types(inits));
    }
    if !o.results.is_empty() {
        p.w(" -> ");
        p.types(&ir.value_types(&o.results));
    }
    p.w(" do ");
    match region_at(p, op, 0) {
        Some(r) => p.region(r, true, false),
        None => p.w("{\n}"),
    }
}
