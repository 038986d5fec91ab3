//! Value masks (`value_mask = true`, a sparsir extension): a GraphBLAS value mask lets an
//! entry through only where the mask holds a nonzero value.
//!
//! Why: every mask kernel of the lowering is structural (it intersects with the mask's
//! stored entries). A value mask is the structural mask of the mask's nonzero entries, so
//! before lowering, each op with a value mask gets its mask replaced by
//! `graphblas.select %mask, 0 {selector = "ne"}` and the attribute dropped; the select
//! is then lowered like any other.

use sparsir_ir::dialects::graphblas::{bool_attr, mask_operand};
use sparsir_ir::{Diag, Ir, OpId};

use crate::text::{Elem, ElemKind};

/// Rewrites the value masks of `ops` into structural masks of their nonzero entries.
pub(crate) fn make_structural(ir: &mut Ir, ops: &[OpId]) -> Result<(), Diag> {
    for &op in ops {
        if bool_attr(ir, op, "value_mask") {
            select_nonzero(ir, op)
                .map_err(|msg| Diag::error(ir.op(op).pos.0, format!("'{}' op {msg}", ir.op_name(op))))?;
        }
    }
    Ok(())
}

/// Puts `graphblas.select %mask, 0 {selector = "ne"}` before `op` and makes it `op`'s mask.
fn select_nonzero(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let Some(i) = mask_operand(ir.op_name(op)).filter(|&i| i < ir.op(op).operands.len()) else {
        return Ok(());
    };
    let mask = ir.op(op).operands[i];
    let ty = ir.value_type(mask);
    let e = Elem::of(ir, ty)?;
    let zero = if matches!(e.kind, ElemKind::Float(_)) { "0.0" } else { "0" };
    let text = format!(
        "%zero = arith.constant {zero} : {et}\n%nonzero = graphblas.select %mask, %zero {{selector = \"ne\"}} : !mask, {et} to !mask\n",
        et = e.text
    );
    let s = crate::splice::insert_before(ir, op, &text, &[("mask", mask)], &[("mask", ty)])?;
    let nonzero = s.value("nonzero").ok_or("internal error: no nonzero mask")?;
    ir.op_mut(op).operands[i] = nonzero;
    let key = ir.intern("value_mask");
    ir.op_mut(op).attrs.retain(|(n, _)| *n != key);
    Ok(())
}
