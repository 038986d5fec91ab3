//! Custom forms of the tensor ops on whole tensors and elements: `bitcast`, `cast`, `dim`,
//! `empty`, `extract`, `from_elements`, `generate`, `insert`, `rank`, `splat`, `yield`.
//!
//! Why: the spelling MLIR 22 parses and prints for each (where the attribute dictionary
//! goes, which types are written and which are inferred, MLIR's parse-time messages).

use super::{
    cerr_at, index_ty, keyword, operand_ty, parse_any_tensor, parse_ranked_tensor, print_opt_ty, result_ty,
};
use crate::ids::OpId;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::types::Type;

// ---- cast, bitcast -------------------------------------------------------------------------

/// `tensor.cast %t attr-dict : T to U`
pub(super) fn parse_cast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cast_like(p, st, "tensor.cast")
}

/// `tensor.bitcast %t attr-dict : T to U`
pub(super) fn parse_bitcast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cast_like(p, st, "tensor.bitcast")
}

fn parse_cast_like(p: &mut Parser<'_>, st: &mut OpState, op: &str) -> PResult<()> {
    let src = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let from = parse_any_tensor(p, op)?;
    keyword(p, op, "to")?;
    let to = parse_any_tensor(p, op)?;
    st.operands = vec![p.resolve_operand(&src, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// Prints `cast` and `bitcast`.
pub(super) fn print_cast(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.operands(&ir.op(op).operands);
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_opt_ty(p, operand_ty(ir, op, 0));
    p.w(" to ");
    print_opt_ty(p, result_ty(ir, op));
}

// ---- dim, rank -----------------------------------------------------------------------------

/// `tensor.dim attr-dict %t, %i : T`
pub(super) fn parse_dim(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let src = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let idx = p.parse_operand()?;
    p.expect(Tok::Colon, ":")?;
    let ty = parse_any_tensor(p, "tensor.dim")?;
    let index = index_ty(p);
    st.operands = vec![p.resolve_operand(&src, ty)?, p.resolve_operand(&idx, index)?];
    st.result_types = vec![index];
    Ok(())
}

/// Prints `tensor.dim`.
pub(super) fn print_dim(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    p.attr_dict(op, &[]);
    p.w(" ");
    p.operands(&ir.op(op).operands);
    p.w(" : ");
    print_opt_ty(p, operand_ty(ir, op, 0));
}

/// `tensor.rank %t attr-dict : T`
pub(super) fn parse_rank(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let ty = parse_any_tensor(p, "tensor.rank")?;
    st.operands = vec![p.resolve_operand(&src, ty)?];
    st.result_types = vec![index_ty(p)];
    Ok(())
}

/// Prints `tensor.rank` (and any op written `%v attr-dict : T` after its name).
pub(super) fn print_rank(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.operands(&ir.op(op).operands);
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_opt_ty(p, operand_ty(ir, op, 0));
}

// ---- empty, splat, from_elements -------------------------------------------------------------

/// `tensor.empty(%d, …) attr-dict : T`
pub(super) fn parse_empty(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let ty = parse_ranked_tensor(p, "tensor.empty")?;
    st.operands = super::resolve_indices(p, &refs)?;
    st.result_types = vec![ty];
    Ok(())
}

/// Prints `tensor.empty`.
pub(super) fn print_empty(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    p.w("(");
    p.operands(&ir.op(op).operands);
    p.w(")");
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_opt_ty(p, result_ty(ir, op));
}

/// `tensor.splat %v ([%d, …])? attr-dict : T`
pub(super) fn parse_splat(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let input = p.parse_operand()?;
    let mut sizes = Vec::new();
    if p.at(Tok::LSquare) {
        sizes = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?;
    }
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let ty = parse_ranked_tensor(p, "tensor.splat")?;
    let elem = elem_of(p, ty);
    let mut operands = vec![p.resolve_operand(&input, elem)?];
    operands.extend(super::resolve_indices(p, &sizes)?);
    st.operands = operands;
    st.result_types = vec![ty];
    Ok(())
}

/// Prints `tensor.splat`.
pub(super) fn print_splat(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let ops = &ir.op(op).operands;
    p.w(" ");
    if let Some(&v) = ops.first() {
        p.operand(v);
    }
    if ops.len() > 1 {
        p.w("[");
        p.operands(&ops[1..]);
        p.w("]");
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_opt_ty(p, result_ty(ir, op));
}

/// The element type of a ranked tensor type parsed already.
fn elem_of(p: &Parser<'_>, ty: crate::ids::TypeId) -> crate::ids::TypeId {
    p.ir.type_of(ty).elem().unwrap_or(ty)
}

/// `tensor.from_elements %a, … attr-dict : T`
pub(super) fn parse_from_elements(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let op = "tensor.from_elements";
    let list_pos = p.pos();
    let refs = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let ty = parse_ranked_tensor(p, op)?;
    let (shape, elem) = match p.ir.type_of(ty) {
        Type::Tensor { shape, elem, .. } => (shape.clone(), *elem),
        _ => (Vec::new(), ty),
    };
    if shape.iter().any(|&d| d < 0) {
        let shown = p.type_text(ty);
        let msg = format!("'result' must be statically shaped tensor of any type values, but got {shown}");
        return Err(cerr_at(pos, op, msg));
    }
    let count = shape.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d as u64));
    if count != Some(refs.len() as u64) {
        let shown = count.map_or_else(|| "too many".to_string(), |c| c.to_string());
        let msg = format!(
            "number of operands and types do not match: got {} operands and {shown} types",
            refs.len()
        );
        return Err(cerr_at(list_pos, op, msg));
    }
    st.operands = p.resolve_operands_same(&refs, elem)?;
    st.result_types = vec![ty];
    Ok(())
}

/// Prints `tensor.from_elements` (MLIR prints two spaces before `:` with no elements).
pub(super) fn print_from_elements(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.operands(&ir.op(op).operands);
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_opt_ty(p, result_ty(ir, op));
}

// ---- extract, insert -----------------------------------------------------------------------

/// `tensor.extract %t[%i, …] attr-dict : T`
pub(super) fn parse_extract(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let idx = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let ty = parse_ranked_tensor(p, "tensor.extract")?;
    let mut operands = vec![p.resolve_operand(&src, ty)?];
    operands.extend(super::resolve_indices(p, &idx)?);
    st.operands = operands;
    st.result_types = vec![elem_of(p, ty)];
    Ok(())
}

/// Prints `tensor.extract`.
pub(super) fn print_extract(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let ops = &ir.op(op).operands;
    p.w(" ");
    if let Some(&v) = ops.first() {
        p.operand(v);
    }
    p.w("[");
    p.operands(ops.get(1..).unwrap_or(&[]));
    p.w("]");
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_opt_ty(p, operand_ty(ir, op, 0));
}

/// `tensor.insert %v into %t[%i, …] attr-dict : T`
pub(super) fn parse_insert(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let scalar = p.parse_operand()?;
    keyword(p, "tensor.insert", "into")?;
    let dest = p.parse_operand()?;
    let idx = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let ty = parse_ranked_tensor(p, "tensor.insert")?;
    let elem = elem_of(p, ty);
    let mut operands = vec![p.resolve_operand(&scalar, elem)?, p.resolve_operand(&dest, ty)?];
    operands.extend(super::resolve_indices(p, &idx)?);
    st.operands = operands;
    st.result_types = vec![ty];
    Ok(())
}

/// Prints `tensor.insert`.
pub(super) fn print_insert(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let ops = &ir.op(op).operands;
    p.w(" ");
    if let (Some(&s), Some(&d)) = (ops.first(), ops.get(1)) {
        p.operand(s);
        p.w(" into ");
        p.operand(d);
    }
    p.w("[");
    p.operands(ops.get(2..).unwrap_or(&[]));
    p.w("]");
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_opt_ty(p, operand_ty(ir, op, 1));
}

// ---- generate, yield -----------------------------------------------------------------------

/// `tensor.generate %d, … { ^bb0(%i: index, …): … } attr-dict : T`
pub(super) fn parse_generate(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let start = p.pos();
    let refs = p.parse_operand_list()?;
    let body = parse_body(p, start)?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let ty = parse_ranked_tensor(p, "tensor.generate")?;
    st.operands = super::resolve_indices(p, &refs)?;
    st.regions = vec![body];
    st.result_types = vec![ty];
    Ok(())
}

/// Parses the body region of `generate` or `pad`; like MLIR, a body not ending in
/// `tensor.yield` gets an operand-less one (which the verifier then rejects).
pub(super) fn parse_body(p: &mut Parser<'_>, op_pos: u32) -> PResult<Vec<crate::ids::BlockId>> {
    let mut body = p.parse_region(&[], false)?;
    let before = body.last().map(|&b| p.ir.block(b).ops.len());
    p.ensure_terminator(&mut body, "tensor.yield");
    if let Some(&last) = body.last() {
        let ops = &p.ir.block(last).ops;
        if before != Some(ops.len()) {
            if let Some(&y) = ops.last() {
                p.ir.op_mut(y).pos = crate::ir::SrcPos(op_pos);
            }
        }
    }
    Ok(body)
}

/// Prints `tensor.generate` (two spaces before the body when there are no extents, as
/// MLIR prints it).
pub(super) fn print_generate(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" ");
    p.operands(&o.operands);
    p.w(" ");
    if let Some(&r) = o.regions.first() {
        p.region(r, true, true);
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_opt_ty(p, result_ty(ir, op));
}

/// `tensor.yield %v attr-dict : T`
pub(super) fn parse_yield(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let ty = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&v, ty)?];
    Ok(())
}

/// Prints `tensor.yield`.
pub(super) fn print_yield(p: &mut Printer<'_>, op: OpId) {
    print_rank(p, op);
}
