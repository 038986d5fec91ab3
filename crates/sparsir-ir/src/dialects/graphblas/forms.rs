//! The custom assembly forms of the `graphblas` ops.
//!
//! Why: mlir-graphblas programs write `graphblas.apply %m, %t { apply_operator = "div" } :
//! (tensor<?x?xf64, #CSR64>, f64) to tensor<?x?xf64, #CSR64>`; the forms follow the
//! dialect's declarative formats. Most ops share one shape, described by a [`Form`]:
//! operands, the attribute dictionary, `:` and the operand types (in parentheses for
//! some ops), `to` and the result types, then the `$extensions` regions
//! (`{…}, {…}`). `update` (`%in -> %out(%mask)`), `from_coo` (`[%sizes]`), `yield`
//! (its kind keyword) and `comment` have forms of their own.
//!
//! Attributes are kept as mlir-graphblas kept them: in the op's attribute dictionary
//! (the dialect predates properties), so the generic form is `{apply_operator = "div"}`.

use super::operators::YIELD_KINDS;
use crate::attrs::Attr;
use crate::ids::{OpId, TypeId};
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type};

/// What follows the operand types.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Results {
    /// No `to`: no result (`print_tensor`).
    Nothing,
    /// No `to`: one result of the first operand's type (`dup`).
    SameAsInput,
    /// No `to`: one `index` result (`num_rows`, `size`).
    Index,
    /// No `to`: one `i1` result (`equal`).
    Bool,
    /// `to` and one result type.
    To,
    /// `to` and two result types (`to_coo`).
    ToTwo,
}

/// The shape of an op's custom form.
#[derive(Clone, Copy)]
pub(crate) struct Form {
    /// Operand types in parentheses: `: (A, B) to R`.
    pub paren: bool,
    pub results: Results,
    /// The op ends with its regions (`$extensions`).
    pub regions: bool,
}

/// Parses `%a, %b attr-dict : types (to results)? regions?`.
pub(crate) fn parse_form(p: &mut Parser<'_>, st: &mut OpState, form: &Form) -> PResult<()> {
    let refs = if p.at_operand() { p.parse_operand_list()? } else { Vec::new() };
    parse_dict(p, st)?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let types = parse_n_types(p, refs.len(), form.paren)?;
    st.operands = p.resolve_operands(&refs, &types, pos)?;
    st.result_types = match form.results {
        Results::Nothing => Vec::new(),
        Results::SameAsInput => {
            let Some(&t) = types.first() else { return Err(p.error("expected an operand")) };
            vec![t]
        }
        Results::Index => vec![p.ir.ty(Type::Index)],
        Results::Bool => vec![p.ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless })],
        Results::To => {
            p.expect_keyword("to")?;
            vec![p.parse_type()?]
        }
        Results::ToTwo => {
            p.expect_keyword("to")?;
            let a = p.parse_type()?;
            p.expect(Tok::Comma, ",")?;
            vec![a, p.parse_type()?]
        }
    };
    if form.regions {
        parse_extensions(p, st)?;
    }
    Ok(())
}

/// Prints a [`Form`] (after the op name).
pub(crate) fn print_form(p: &mut Printer<'_>, op: OpId, form: &Form) {
    let o = p.ir.op(op);
    let (operands, results) = (o.operands.clone(), o.results.clone());
    if !operands.is_empty() {
        p.w(" ");
        p.operands(&operands);
    }
    p.attr_dict(op, &[]);
    let types = p.ir.value_types(&operands);
    p.w(if types.is_empty() { " :" } else { " : " });
    if form.paren {
        p.w("(");
        p.types(&types);
        p.w(")");
    } else {
        p.types(&types);
    }
    if matches!(form.results, Results::To | Results::ToTwo) {
        p.w(" to ");
        p.types(&p.ir.value_types(&results));
    }
    if form.regions {
        print_extensions(p, op);
    }
}

/// `n` types, comma separated, in parentheses when `paren`.
fn parse_n_types(p: &mut Parser<'_>, n: usize, paren: bool) -> PResult<Vec<TypeId>> {
    if paren {
        p.expect(Tok::LParen, "(")?;
    }
    let mut types = Vec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.expect(Tok::Comma, ",")?;
        }
        types.push(p.parse_type()?);
    }
    if paren {
        // mlir-graphblas's parser took `(A, B, )` (an empty optional mask type).
        if n > 0 && p.at(Tok::Comma) {
            p.bump();
        }
        p.expect(Tok::RParen, ")")?;
    }
    Ok(types)
}

/// The attribute dictionary: every entry kept as a discardable attribute.
fn parse_dict(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

/// `{region} (, {region})*`, if a region follows.
fn parse_extensions(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if !p.at(Tok::LBrace) {
        return Ok(());
    }
    loop {
        st.regions.push(p.parse_region(&[], false)?);
        if !p.eat(Tok::Comma) {
            return Ok(());
        }
    }
}

fn print_extensions(p: &mut Printer<'_>, op: OpId) {
    let regions = p.ir.op(op).regions.clone();
    for (i, r) in regions.into_iter().enumerate() {
        p.w(if i == 0 { " " } else { ", " });
        p.region(r, true, true);
    }
}

/// `%in -> %out ((%mask))? attr-dict : In -> Out ((Mask))? regions?` (`update`,
/// `update_generic`).
pub(crate) fn parse_update(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let mut refs = vec![p.parse_operand()?];
    p.expect(Tok::Arrow, "->")?;
    refs.push(p.parse_operand()?);
    let masked = p.eat(Tok::LParen);
    if masked {
        refs.push(p.parse_operand()?);
        p.expect(Tok::RParen, ")")?;
    }
    parse_dict(p, st)?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let mut types = vec![p.parse_type()?];
    p.expect(Tok::Arrow, "->")?;
    types.push(p.parse_type()?);
    if masked {
        p.expect(Tok::LParen, "(")?;
        types.push(p.parse_type()?);
        p.expect(Tok::RParen, ")")?;
    }
    st.operands = p.resolve_operands(&refs, &types, pos)?;
    parse_extensions(p, st)
}

pub(crate) fn print_update(p: &mut Printer<'_>, op: OpId) {
    let operands = p.ir.op(op).operands.clone();
    let types = p.ir.value_types(&operands);
    p.w(" ");
    p.operand(operands[0]);
    p.w(" -> ");
    p.operand(operands[1]);
    if let Some(&mask) = operands.get(2) {
        p.w("(");
        p.operand(mask);
        p.w(")");
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.ty(types[0]);
    p.w(" -> ");
    p.ty(types[1]);
    if let Some(&mask) = types.get(2) {
        p.w("(");
        p.ty(mask);
        p.w(")");
    }
    print_extensions(p, op);
}

/// `%indices, %values [%size, …] attr-dict : I, V to Out`
pub(crate) fn parse_from_coo(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let mut refs = vec![p.parse_operand()?];
    p.expect(Tok::Comma, ",")?;
    refs.push(p.parse_operand()?);
    p.expect(Tok::LSquare, "[")?;
    let sizes = if p.at(Tok::RSquare) { Vec::new() } else { p.parse_operand_list()? };
    p.expect(Tok::RSquare, "]")?;
    parse_dict(p, st)?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let mut types = parse_n_types(p, 2, false)?;
    p.expect_keyword("to")?;
    let out = p.parse_type()?;
    let index = p.ir.ty(Type::Index);
    types.extend(std::iter::repeat_n(index, sizes.len()));
    refs.extend(sizes);
    st.operands = p.resolve_operands(&refs, &types, pos)?;
    st.result_types = vec![out];
    Ok(())
}

pub(crate) fn print_from_coo(p: &mut Printer<'_>, op: OpId) {
    let o = p.ir.op(op);
    let (operands, result) = (o.operands.clone(), o.results[0]);
    p.w(" ");
    p.operands(&operands[..2]);
    p.w(" [");
    p.operands(&operands[2..]);
    p.w("]");
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.types(&p.ir.value_types(&operands[..2]));
    p.w(" to ");
    p.ty(p.ir.value_type(result));
}

/// `kind %v, … attr-dict : T, …`
pub(crate) fn parse_yield(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let kind = p.parse_keyword_of(YIELD_KINDS, "graphblas yield kind")?;
    let i64_ty = p.ir.ty(Type::Integer { width: 64, signedness: Signedness::Signless });
    let kind_attr = p.ir.attr(Attr::Integer { value: kind as i128, ty: i64_ty });
    let key = p.ir.intern("kind");
    st.attrs.push((key, kind_attr));
    let refs = p.parse_operand_list()?;
    parse_dict(p, st)?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let types = parse_n_types(p, refs.len(), false)?;
    st.operands = p.resolve_operands(&refs, &types, pos)?;
    Ok(())
}

pub(crate) fn print_yield(p: &mut Printer<'_>, op: OpId) {
    let kind = super::yield_kind(p.ir, op).map_or("?", |k| YIELD_KINDS[k]);
    p.w(" ");
    p.w(kind);
    let operands = p.ir.op(op).operands.clone();
    p.w(" ");
    p.operands(&operands);
    p.attr_dict(op, &["kind"]);
    p.w(" : ");
    p.types(&p.ir.value_types(&operands));
}

/// `attr-dict` (`comment`).
pub(crate) fn parse_comment(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_dict(p, st)
}

pub(crate) fn print_comment(p: &mut Printer<'_>, op: OpId) {
    p.attr_dict(op, &[]);
}
