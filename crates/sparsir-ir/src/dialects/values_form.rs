//! The `%a, %b : T, U` operand form shared by terminators and yields.
//!
//! Why: `scf.yield`, `linalg.yield`, `memref.alloca_scope.return` and friends print their
//! operands the same way, with the attribute dictionary either before the operands
//! (`scf.yield {a} %x : f32`) or between operands and types (`linalg.yield %x {a} : f32`).
//! One parser and one printer serve them all.

use crate::ids::OpId;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;

/// Where the attribute dictionary stands.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum DictAt {
    /// `attr-dict ($operands^ : type($operands))?`
    First,
    /// `($operands^)? attr-dict (: type($operands))?`
    AfterOperands,
}

/// Parses optional operands with their types; no operands means no `:`.
pub(crate) fn parse_values(p: &mut Parser<'_>, st: &mut OpState, dict: DictAt) -> PResult<()> {
    if dict == DictAt::First {
        st.attrs = p.parse_optional_attr_dict()?;
    }
    let refs = p.parse_operand_list()?;
    if dict == DictAt::AfterOperands {
        st.attrs = p.parse_optional_attr_dict()?;
    }
    if !refs.is_empty() {
        let pos = p.pos();
        let types = p.parse_colon_type_list()?;
        st.operands = p.resolve_operands(&refs, &types, pos)?;
    }
    Ok(())
}

/// Prints what [`parse_values`] reads.
pub(crate) fn print_values(p: &mut Printer<'_>, op: OpId, dict: DictAt) {
    let ir = p.ir;
    let ops = &ir.op(op).operands;
    if dict == DictAt::First {
        p.attr_dict(op, &[]);
    }
    if !ops.is_empty() {
        p.w(" ");
        p.operands(ops);
    }
    if dict == DictAt::AfterOperands {
        p.attr_dict(op, &[]);
    }
    if !ops.is_empty() {
        p.w(" : ");
        p.types(&ir.value_types(ops));
    }
}

/// Parses `%v attr-dict : T` (`memref.dealloc`, `memref.atomic_yield`,
/// `bufferization.dealloc_tensor`).
pub(crate) fn parse_single(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&v, ty)?);
    Ok(())
}

/// Prints what [`parse_single`] reads.
pub(crate) fn print_single(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let Some(&v) = ir.op(op).operands.first() else { return p.malformed() };
    p.w(" ");
    p.operand(v);
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.ty(ir.value_type(v));
}
