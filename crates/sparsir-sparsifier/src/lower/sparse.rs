//! `sparse_tensor` ops that are not kernels: whole-tensor runtime calls, and loops over
//! stored entries (`foreach`).
//!
//! Why: conversion, printing, reading and assembling tensors are library operations on
//! handles; only the ops with regions need generated loops.

use sparsir_ir::OpId;
use sparsir_loops::{Static, Ty};

use super::types::{elem_of, encoding_static};
use super::{Cx, Result};

/// Lowers one `sparse_tensor` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        "sparse_tensor.convert" => convert(cx, op),
        "sparse_tensor.print" => {
            let t = cx.operand(op, 0)?;
            let origin = Some(cx.origin(op));
            cx.b.call_runtime("sparsir_print_tensor", &[t], vec![], &[], origin);
            Ok(())
        }
        _ => Err(cx.unsupported(op, "(not lowered yet)")),
    }
}

fn convert(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let dst_ty = ir.value_type(ir.op(op).results[0]);
    let elem = elem_of(ir, dst_ty).ok_or_else(|| cx.unsupported(op, "of this element type"))?;
    let mut statics = vec![("elem".to_string(), Static::Elem(elem))];
    statics.extend(encoding_static(ir, "dst_encoding", dst_ty));
    let src = cx.operand(op, 0)?;
    let origin = Some(cx.origin(op));
    let r = cx.b.call_runtime("sparsir_convert", &[src], statics, &[Ty::Handle], origin);
    cx.set_results(op, &r);
    Ok(())
}
