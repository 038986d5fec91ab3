//! `graphblas.print`, `graphblas.print_tensor`, `graphblas.extract` and
//! `graphblas.assign`: the graphblas ops left after `sparsir-graphblas` lowers the
//! dialect, as runtime calls.
//!
//! Why: mlir-graphblas programs show their results with these ops, in that project's
//! formats (`sparsir-exec::runtime::graphblas`). `print` alternates its strings and its
//! values — string `i` (or a space when the strings ran out), then value `i` (or a
//! space) — and ends the line.

use sparsir_ir::dialects::graphblas::str_attr;
use sparsir_ir::{Attr, OpId};
use sparsir_loops::{Static, Ty};

use super::types::elem_of;
use super::{Cx, Result};

/// Lowers a graphblas op that reaches the sparsifier.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        "graphblas.print" => print(cx, op),
        "graphblas.print_tensor" => print_tensor(cx, op),
        "graphblas.extract" => super::sparse::with_result_encoding(cx, op, "sparsir_gb_extract", vec![]),
        "graphblas.assign" => {
            let accumulate = str_attr(cx.ir, op, "accumulate_operator").unwrap_or_default().to_string();
            let statics = vec![("accumulate".to_string(), Static::Str(accumulate))];
            super::sparse::with_result_encoding(cx, op, "sparsir_gb_assign", statics)
        }
        _ => Err(cx.unsupported(op, "(graphblas ops are lowered before the sparsifier)")),
    }
}

fn text(cx: &mut Cx, op: OpId, s: &str) {
    let origin = Some(cx.origin(op));
    let statics = vec![("text".to_string(), Static::Str(s.to_string()))];
    cx.b.call_runtime("sparsir_print_str", &[], statics, &[], origin);
}

fn print(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let strings: Vec<String> = match ir.op_attr(op, "strings").map(|a| ir.attr_of(a)) {
        Some(Attr::Array(items)) => items
            .iter()
            .filter_map(|&s| match ir.attr_of(s) {
                Attr::String { value, .. } => Some(value.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let values = ir.op(op).operands.clone();
    for i in 0..strings.len().max(values.len()) {
        text(cx, op, strings.get(i).map_or(" ", String::as_str));
        match values.get(i) {
            Some(&v) => value(cx, op, v)?,
            None => text(cx, op, " "),
        }
    }
    text(cx, op, "\n");
    Ok(())
}

fn value(cx: &mut Cx, op: OpId, v: sparsir_ir::ValueId) -> Result<()> {
    let ir = cx.ir;
    let ty = ir.value_type(v);
    let arg = cx.get(v)?;
    let origin = Some(cx.origin(op));
    match cx.b.ty(arg) {
        Ty::Scalar(_) => {
            let elem = elem_of(ir, ty).ok_or_else(|| cx.unsupported(op, "of this element type"))?;
            let statics = vec![
                ("elem".to_string(), Static::Elem(elem)),
                ("punctuation".to_string(), Static::Str("no_punctuation".into())),
            ];
            cx.b.call_runtime("sparsir_print_scalar", &[arg], statics, &[], origin);
        }
        Ty::Handle => {
            cx.b.call_runtime("sparsir_gb_print_value", &[arg], vec![], &[], origin);
        }
        Ty::Buf(_) => return Err(cx.unsupported(op, "of a buffer")),
    }
    Ok(())
}

fn print_tensor(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let level = match ir.op_attr(op, "level").map(|a| ir.attr_of(a)) {
        Some(Attr::Integer { value, .. }) => *value as i64,
        _ => 0,
    };
    let arg = cx.get(ir.op(op).operands[0])?;
    let origin = Some(cx.origin(op));
    cx.b.call_runtime(
        "sparsir_gb_print_storage",
        &[arg],
        vec![("level".into(), Static::Int(level))],
        &[],
        origin,
    );
    Ok(())
}
