//! Custom forms of the ops that change a tensor's shape or gather its pieces:
//! `collapse_shape`, `expand_shape`, `reshape`, `concat`, `gather`, `scatter`.
//!
//! Why: their spellings carry attributes inline (`[[0, 1], [2]]`, `dim(0)`,
//! `gather_dims([1])`, `unique`) and several take a functional type
//! `(A, B) -> C` instead of inferring types.

use super::{
    cerr, cerr_at, has_attr, i64_array, keyword, operand_ty, parse_index_list, parse_ranked_tensor,
    print_index_list, print_opt_ty, result_ty, unit,
};
use crate::attrs::Attr;
use crate::ids::{OpId, ValueId};
use crate::lexer::Tok;
use crate::parser::{OpState, OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type};

/// Parses `: (A, B) -> R` and resolves `refs` against the inputs.
fn functional_type(
    p: &mut Parser<'_>,
    st: &mut OpState,
    op: &str,
    refs: &[OperandRef],
    pos: u32,
) -> PResult<()> {
    p.expect(Tok::Colon, ":")?;
    let (ins, outs) = p.parse_function_type()?;
    if ins.len() != refs.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            refs.len(),
            ins.len()
        );
        return Err(cerr_at(pos, op, msg));
    }
    st.operands =
        refs.iter().zip(&ins).map(|(r, &t)| p.resolve_operand(r, t)).collect::<PResult<Vec<ValueId>>>()?;
    st.result_types = outs;
    Ok(())
}

/// Prints ` : (A, B) -> R` from the op's operands and results.
fn print_functional_type(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" : ");
    p.function_type(&ir.value_types(&o.operands), &ir.value_types(&o.results));
}

/// Parses the reassociation `[[0, 1], [2]]` as MLIR does: any attribute, which must be an
/// array (its contents are the verifier's business).
fn parse_reassociation(p: &mut Parser<'_>, st: &mut OpState, op: &str) -> PResult<()> {
    let pos = p.pos();
    let a = p.parse_attr(None)?;
    if !matches!(p.ir.attr_of(a), Attr::Array(_)) {
        return Err(cerr_at(pos, op, "invalid kind of attribute specified"));
    }
    p.add_prop(st, "reassociation", a);
    Ok(())
}

fn print_reassociation(p: &mut Printer<'_>, op: OpId) {
    if let Some(a) = p.ir.op_attr(op, "reassociation") {
        p.w(" ");
        p.attr(a);
    }
}

/// `tensor.collapse_shape %t [[0, 1], [2]] attr-dict : T into U`
pub(super) fn parse_collapse(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let op = "tensor.collapse_shape";
    let src = p.parse_operand()?;
    parse_reassociation(p, st, op)?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let from = parse_ranked_tensor(p, op)?;
    keyword(p, op, "into")?;
    let to = parse_ranked_tensor(p, op)?;
    st.operands = vec![p.resolve_operand(&src, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// Prints `tensor.collapse_shape`.
pub(super) fn print_collapse(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    if let Some(&v) = ir.op(op).operands.first() {
        p.operand(v);
    }
    print_reassociation(p, op);
    p.attr_dict(op, &["reassociation"]);
    p.w(" : ");
    print_opt_ty(p, operand_ty(ir, op, 0));
    p.w(" into ");
    print_opt_ty(p, result_ty(ir, op));
}

/// `tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 4, 32] attr-dict : T into U`
pub(super) fn parse_expand(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let op = "tensor.expand_shape";
    let start = p.pos();
    let src = p.parse_operand()?;
    parse_reassociation(p, st, op)?;
    keyword(p, op, "output_shape")?;
    let (refs, statics) = parse_index_list(p, op, start)?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect(Tok::Colon, ":")?;
    let from = parse_ranked_tensor(p, op)?;
    keyword(p, op, "into")?;
    let to = parse_ranked_tensor(p, op)?;
    let mut operands = vec![p.resolve_operand(&src, from)?];
    operands.extend(super::resolve_indices(p, &refs)?);
    let a = i64_array(p, &statics);
    p.add_prop(st, "static_output_shape", a);
    st.operands = operands;
    st.result_types = vec![to];
    Ok(())
}

/// Prints `tensor.expand_shape`.
pub(super) fn print_expand(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let ops = &ir.op(op).operands;
    p.w(" ");
    if let Some(&v) = ops.first() {
        p.operand(v);
    }
    print_reassociation(p, op);
    p.w(" output_shape ");
    let statics = super::dense_i64(ir, op, "static_output_shape").unwrap_or_default();
    print_index_list(p, &statics, ops.get(1..).unwrap_or(&[]));
    p.attr_dict(op, &["reassociation", "static_output_shape"]);
    p.w(" : ");
    print_opt_ty(p, operand_ty(ir, op, 0));
    p.w(" into ");
    print_opt_ty(p, result_ty(ir, op));
}

/// `tensor.reshape %t(%shape) attr-dict : (T, S) -> U`
pub(super) fn parse_reshape(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let pos = p.pos();
    let src = p.parse_operand()?;
    p.expect(Tok::LParen, "(")?;
    let shape = p.parse_operand()?;
    p.expect(Tok::RParen, ")")?;
    st.attrs = p.parse_optional_attr_dict()?;
    functional_type(p, st, "tensor.reshape", &[src, shape], pos)
}

/// Prints `tensor.reshape`.
pub(super) fn print_reshape(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let ops = &ir.op(op).operands;
    p.w(" ");
    if let (Some(&s), Some(&sh)) = (ops.first(), ops.get(1)) {
        p.operand(s);
        p.w("(");
        p.operand(sh);
        p.w(")");
    }
    p.attr_dict(op, &[]);
    print_functional_type(p, op);
}

/// `tensor.concat dim(N) %a, %b, … attr-dict : (A, B, …) -> R`
pub(super) fn parse_concat(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let op = "tensor.concat";
    let pos = p.pos();
    keyword(p, op, "dim")?;
    p.expect(Tok::LParen, "(")?;
    if !p.at(Tok::Int) && !p.at(Tok::Minus) {
        return Err(p.error("expected attribute value"));
    }
    let i64_ty = p.ir.ty(Type::Integer { width: 64, signedness: Signedness::Signless });
    let dim = p.parse_attr(Some(i64_ty))?;
    p.add_prop(st, "dim", dim);
    p.expect(Tok::RParen, ")")?;
    let refs = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    functional_type(p, st, op, &refs, pos)
}

/// Prints `tensor.concat`.
pub(super) fn print_concat(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" dim(");
    if let Some(a) = ir.op_attr(op, "dim") {
        p.attr_value(a);
    }
    p.w(") ");
    p.operands(&ir.op(op).operands);
    p.attr_dict(op, &["dim"]);
    print_functional_type(p, op);
}

/// Parses `name([1, 2]) (unique)?` into the `name` and `unique` properties.
fn parse_dims_and_unique(p: &mut Parser<'_>, st: &mut OpState, op: &str, name: &str) -> PResult<()> {
    keyword(p, op, name)?;
    p.expect(Tok::LParen, "(")?;
    let dims = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| {
        if !p.at(Tok::Int) && !p.at(Tok::Minus) {
            return Err(cerr(p, op, "expected integer value"));
        }
        let pos = p.pos();
        let v = p.parse_int()?;
        i64::try_from(v).map_err(|_| cerr_at(pos, op, "integer value too large"))
    })?;
    p.expect(Tok::RParen, ")")?;
    let a = i64_array(p, &dims);
    p.add_prop(st, name, a);
    if p.eat_keyword("unique") {
        let u = unit(p);
        p.add_prop(st, "unique", u);
    }
    Ok(())
}

fn print_dims_and_unique(p: &mut Printer<'_>, op: OpId, name: &str) {
    let dims = super::dense_i64(p.ir, op, name).unwrap_or_default();
    p.w(" ");
    p.w(name);
    p.w("([");
    let text: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    p.w(&text.join(", "));
    p.w("])");
    if has_attr(p.ir, op, "unique") {
        p.w(" unique");
    }
}

/// `tensor.gather %t[%idx] gather_dims([…]) (unique)? attr-dict : (T, I) -> R`
pub(super) fn parse_gather(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let op = "tensor.gather";
    let pos = p.pos();
    let src = p.parse_operand()?;
    p.expect(Tok::LSquare, "[")?;
    let idx = p.parse_operand()?;
    p.expect(Tok::RSquare, "]")?;
    parse_dims_and_unique(p, st, op, "gather_dims")?;
    st.attrs = p.parse_optional_attr_dict()?;
    functional_type(p, st, op, &[src, idx], pos)
}

/// Prints `tensor.gather`.
pub(super) fn print_gather(p: &mut Printer<'_>, op: OpId) {
    let ops = &p.ir.op(op).operands;
    p.w(" ");
    if let (Some(&s), Some(&i)) = (ops.first(), ops.get(1)) {
        p.operand(s);
        p.w("[");
        p.operand(i);
        p.w("]");
    }
    print_dims_and_unique(p, op, "gather_dims");
    p.attr_dict(op, &["gather_dims", "unique"]);
    print_functional_type(p, op);
}

/// `tensor.scatter %s into %d[%idx] scatter_dims([…]) (unique)? attr-dict : (S, D, I) -> R`
pub(super) fn parse_scatter(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let op = "tensor.scatter";
    let pos = p.pos();
    let src = p.parse_operand()?;
    keyword(p, op, "into")?;
    let dest = p.parse_operand()?;
    p.expect(Tok::LSquare, "[")?;
    let idx = p.parse_operand()?;
    p.expect(Tok::RSquare, "]")?;
    parse_dims_and_unique(p, st, op, "scatter_dims")?;
    st.attrs = p.parse_optional_attr_dict()?;
    functional_type(p, st, op, &[src, dest, idx], pos)
}

/// Prints `tensor.scatter`.
pub(super) fn print_scatter(p: &mut Printer<'_>, op: OpId) {
    let ops = &p.ir.op(op).operands;
    p.w(" ");
    if let (Some(&s), Some(&d), Some(&i)) = (ops.first(), ops.get(1), ops.get(2)) {
        p.operand(s);
        p.w(" into ");
        p.operand(d);
        p.w("[");
        p.operand(i);
        p.w("]");
    }
    print_dims_and_unique(p, op, "scatter_dims");
    p.attr_dict(op, &["scatter_dims", "unique"]);
    print_functional_type(p, op);
}
