//! `memref` and `bufferization` ops.
//!
//! Why: memrefs are loop-IR buffers (row-major; rank 1 with any size, or a static shape
//! whose indices are linearised here); deallocation is a no-op for reference-counted
//! runtime values. Loads and stores are bounds-checked per dimension by a runtime call
//! that names the op, so a bad index is an error at the source op, not a buffer panic.
//! `bufferization` moves values between tensors (immutable handles) and buffers (copies).

use sparsir_ir::types::Type;
use sparsir_ir::{OpId, TypeId, ValueId};
use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, CmpPred, Ty, VarId};

use super::tensor::{call, elem, elem_static, operand_type, result_type, shape_static};
use super::types::{encoding_static, is_dynamic, shape_of};
use super::{Cx, Result};

/// Lowers one `memref` or `bufferization` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        // Runtime values are reference counted: releasing early is never needed.
        "bufferization.dealloc_tensor" | "memref.dealloc" => Ok(()),
        "memref.alloc" | "memref.alloca" => alloc(cx, op),
        "memref.load" => load(cx, op),
        "memref.store" => store(cx, op),
        "memref.dim" => dim(cx, op),
        "memref.rank" => {
            let r = cx.b.index(shape_of(cx.ir, operand_type(cx, op, 0)).len() as i64);
            cx.set_results(op, &[r]);
            Ok(())
        }
        "memref.cast" => cast(cx, op),
        "memref.copy" => copy(cx, op),
        "bufferization.alloc_tensor" => alloc_tensor(cx, op),
        "bufferization.to_tensor" => to_tensor(cx, op),
        "bufferization.to_buffer" => {
            if cx.ir.type_encoding(operand_type(cx, op, 0)).is_some() {
                return Err(cx.unsupported(op, "of a sparse tensor"));
            }
            let t = cx.operand(op, 0)?;
            let e = elem(cx, op, result_type(cx, op))?;
            call(cx, op, "sparsir_tensor_to_buffer", &[t], vec![], &[Ty::Buf(e)])
        }
        _ => Err(cx.unsupported(op, "(not lowered yet)")),
    }
}

/// The shape of a memref type this lowering handles: identity layout, and rank 1 or
/// fully static.
fn shape_of_memref(cx: &Cx, op: OpId, ty: TypeId) -> Result<Vec<i64>> {
    match cx.ir.type_of(ty) {
        Type::MemRef { layout: Some(_), .. } => Err(cx.unsupported(op, "on a memref with a layout")),
        Type::MemRef { shape, .. } => {
            if shape.len() > 1 && shape.iter().any(|&d| is_dynamic(d)) {
                return Err(cx.unsupported(op, "on a memref of rank > 1 with dynamic sizes"));
            }
            Ok(shape.clone())
        }
        _ => Err(cx.unsupported(op, "on an unranked memref")),
    }
}

/// The shape of memref value `v` as the lowering knows it: its type's, when that is a
/// shape this lowering handles; otherwise (an unranked memref, dynamic sizes of rank > 1)
/// that of the memref it was `memref.cast` from. Errors at `op` when no cast leads to one.
pub fn known_shape(cx: &Cx, op: OpId, v: ValueId) -> Result<Vec<i64>> {
    let ir = cx.ir;
    let mut v = v;
    loop {
        if let Type::MemRef { shape, layout: None, .. } = ir.type_of(ir.value_type(v)) {
            if shape.len() <= 1 || !shape.iter().any(|&d| is_dynamic(d)) {
                return Ok(shape.clone());
            }
        }
        match ir.defining_op(v) {
            Some(d) if ir.op_name(d) == "memref.cast" => v = ir.op(d).operands[0],
            _ => {
                return Err(cx.unsupported(
                    op,
                    "with a memref whose shape is not known here (unranked, a layout, or dynamic sizes \
                     of rank > 1, and not cast from a memref of static shape)",
                ))
            }
        }
    }
}

/// `memref.cast`: the same buffer. The result's shape must be known (its own, or the
/// source's for a cast to unranked or dynamic sizes); a cast from an unranked memref must
/// agree with the shape that memref was cast from.
fn cast(cx: &mut Cx, op: OpId) -> Result<()> {
    let (src, dst) = (cx.ir.op(op).operands[0], cx.ir.op(op).results[0]);
    let shape = known_shape(cx, op, dst)?;
    if matches!(cx.ir.type_of(cx.ir.value_type(src)), Type::UnrankedMemRef { .. }) {
        let from = known_shape(cx, op, src)?;
        let clash = |(&a, &b): (&i64, &i64)| !is_dynamic(a) && !is_dynamic(b) && a != b;
        if from.len() != shape.len() || from.iter().zip(&shape).any(clash) {
            return Err(cx.unsupported(
                op,
                "to a shape other than that of the memref the unranked memref was cast from",
            ));
        }
    }
    let m = cx.operand(op, 0)?;
    cx.set_results(op, &[m]);
    Ok(())
}

fn alloc(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    let shape = shape_of_memref(cx, op, ty)?;
    let e = elem(cx, op, ty)?;
    let args = cx.operands(op)?;
    let mut dynamic = args.iter();
    let mut len = cx.b.index(1);
    for &d in &shape {
        let size = if is_dynamic(d) {
            *dynamic.next().ok_or_else(|| cx.error(op, "internal error: missing size"))?
        } else {
            cx.b.index(d)
        };
        len = cx.b.binary(BinOp::MulI, len, size);
    }
    let buf = cx.b.alloc(e, len);
    cx.set_results(op, &[buf]);
    Ok(())
}

/// The sizes of memref `m` of type `ty` (a dynamic rank-1 size: the buffer's length).
fn sizes(cx: &mut Cx, op: OpId, m: VarId, ty: TypeId) -> Result<Vec<VarId>> {
    let shape = shape_of_memref(cx, op, ty)?;
    Ok(shape.iter().map(|&d| if is_dynamic(d) { cx.b.buf_len(m) } else { cx.b.index(d) }).collect())
}

/// The row-major position of `idx` in memref `m`, each index checked against its size.
fn checked_position(cx: &mut Cx, op: OpId, m: VarId, ty: TypeId, idx: &[VarId]) -> Result<VarId> {
    let sizes = sizes(cx, op, m, ty)?;
    let origin = Some(cx.origin(op));
    let mut lin = cx.b.index(0);
    for (d, (&i, &size)) in idx.iter().zip(&sizes).enumerate() {
        // An assert, not a runtime call: loops of loads and stores stay native code.
        let inside = cx.b.cmp(CmpPred::Int(IntPred::Ult), i, size);
        let message = format!("index {{0}} out of bounds for dimension {d} of size {{1}}");
        cx.b.assert_values(inside, &message, &[i, size], origin);
        let scaled = cx.b.binary(BinOp::MulI, lin, size);
        lin = cx.b.binary(BinOp::AddI, scaled, i);
    }
    Ok(lin)
}

fn load(cx: &mut Cx, op: OpId) -> Result<()> {
    let args = cx.operands(op)?;
    let ty = operand_type(cx, op, 0);
    let lin = checked_position(cx, op, args[0], ty, &args[1..])?;
    let v = cx.b.load(args[0], lin);
    cx.set_results(op, &[v]);
    Ok(())
}

fn store(cx: &mut Cx, op: OpId) -> Result<()> {
    refuse_tensor_buffer(cx, op, 1)?;
    let args = cx.operands(op)?;
    let ty = operand_type(cx, op, 1);
    let lin = checked_position(cx, op, args[1], ty, &args[2..])?;
    cx.b.store(args[1], lin, args[0]);
    Ok(())
}

/// Writing into a buffer that `sparse_tensor.values` / `positions` / `coordinates`
/// returned (seen through casts and views) would change the tensor in MLIR; sparsir's
/// tensors are values and the write would not reach it, so it is refused rather than
/// run with the tensor silently unchanged.
fn refuse_tensor_buffer(cx: &Cx, op: OpId, operand: usize) -> Result<()> {
    let ir = cx.ir;
    let mut v = ir.op(op).operands[operand];
    while let Some(def) = ir.defining_op(v) {
        match ir.op_name(def) {
            "memref.cast"
            | "memref.subview"
            | "memref.reinterpret_cast"
            | "memref.collapse_shape"
            | "memref.expand_shape"
            | "memref.view" => v = ir.op(def).operands[0],
            name @ ("sparse_tensor.values"
            | "sparse_tensor.positions"
            | "sparse_tensor.coordinates"
            | "sparse_tensor.coordinates_buffer") => {
                let why = format!(
                    "into the buffer '{name}' returned (sparsir's tensors are values: the tensor would not change)"
                );
                return Err(cx.unsupported(op, &why));
            }
            _ => break,
        }
    }
    Ok(())
}

/// `memref.dim %m, %i`: the size chosen among the dimension sizes.
fn dim(cx: &mut Cx, op: OpId) -> Result<()> {
    let args = cx.operands(op)?;
    let sizes = sizes(cx, op, args[0], operand_type(cx, op, 0))?;
    let Some((&last, rest)) = sizes.split_last() else {
        return Err(cx.unsupported(op, "on a rank-0 memref"));
    };
    let mut r = last;
    for (d, &s) in rest.iter().enumerate().rev() {
        let k = cx.b.index(d as i64);
        let is_d = cx.b.cmp(CmpPred::Int(IntPred::Eq), args[1], k);
        r = cx.b.select(is_d, s, r);
    }
    cx.set_results(op, &[r]);
    Ok(())
}

/// `memref.copy %src, %dst`: element by element (shapes are equal by verification).
fn copy(cx: &mut Cx, op: OpId) -> Result<()> {
    refuse_tensor_buffer(cx, op, 1)?;
    let args = cx.operands(op)?;
    shape_of_memref(cx, op, operand_type(cx, op, 0))?;
    let (src, dst) = (args[0], args[1]);
    let n = cx.b.buf_len(src);
    let m = cx.b.buf_len(dst);
    let same = cx.b.cmp(CmpPred::Int(IntPred::Eq), n, m);
    let origin = Some(cx.origin(op));
    cx.b.assert(same, "source and target have different sizes", origin);
    let (lo, step) = (cx.b.index(0), cx.b.index(1));
    cx.for_loop(lo, n, step, &[], |cx, i, _| {
        let v = cx.b.load(src, i);
        cx.b.store(dst, i, v);
        Ok(vec![])
    })?;
    Ok(())
}

/// `bufferization.alloc_tensor(%dyn…) [copy(%t)]`: a copy shares the (immutable) handle,
/// converted when the result type's encoding differs; otherwise an empty tensor.
fn alloc_tensor(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    let seg = cx.ir.op_attr(op, "operandSegmentSizes").and_then(|a| super::types::attr_ints(cx.ir, a));
    let n_dyn = seg.as_ref().and_then(|s| s.first().copied()).unwrap_or(0) as usize;
    let has_copy = seg.as_ref().and_then(|s| s.get(1).copied()).unwrap_or(0) > 0;
    let args = cx.operands(op)?;
    if has_copy {
        let src = args[n_dyn];
        let src_ty = operand_type(cx, op, n_dyn);
        if cx.ir.type_encoding(src_ty) == cx.ir.type_encoding(ty) {
            cx.set_results(op, &[src]);
            return Ok(());
        }
        let mut statics = vec![elem_static(cx, op, ty)?];
        statics.extend(encoding_static(cx.ir, "dst_encoding", ty));
        return call(cx, op, "sparsir_convert", &[src], statics, &[Ty::Handle]);
    }
    let mut statics = vec![shape_static(cx, ty), elem_static(cx, op, ty)?];
    statics.extend(encoding_static(cx.ir, "encoding", ty));
    call(cx, op, "sparsir_tensor_empty", &args[..n_dyn], statics, &[Ty::Handle])
}

/// `bufferization.to_tensor %m`: a tensor holding a copy of the buffer's values.
fn to_tensor(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    shape_of_memref(cx, op, operand_type(cx, op, 0))?;
    let m = cx.operand(op, 0)?;
    let mut statics = vec![shape_static(cx, ty)];
    statics.extend(encoding_static(cx.ir, "encoding", ty));
    call(cx, op, "sparsir_tensor_from_buffer", &[m], statics, &[Ty::Handle])
}
