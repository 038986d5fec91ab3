//! Verifiers of the tensor-level sparse_tensor ops (`assemble`, `disassemble`, `convert`,
//! `concatenate`, `reinterpret_map`, `reorder_coo`, `crd_translate`, …) with MLIR 22's
//! rules and messages.
//!
//! Why: these rules are where users' programs go wrong (a `convert` that would need a
//! runtime shape check, `assemble` buffers that do not match the storage layout); MLIR
//! words most of them without the `'op' op` prefix (`emitError`), which [`bare`] keeps.

use super::layout::{aos_coo_start, fields, lvl_shape, FieldKind};
use super::ods::{
    Count, Expect, Ods, Scalar, VResult, ANY, I1, INDEX, RANKED, RANKED_INT, SCALAR_LIKE, SPARSE,
};
use super::ods::{SPARSE_SLICE, TENSOR};
use super::{int_attr, DIRECTION};
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::types::{Type, DYNAMIC};
use crate::verify::bare;
use sparsir_storage::encoding::{Encoding, LevelFormat};

use Count::{AtLeast, Exactly};

/// Shape, element type and encoding of a ranked tensor type.
pub(crate) fn tensor_parts(ir: &Ir, t: TypeId) -> Option<(&[i64], TypeId, Option<&Encoding>)> {
    match ir.type_of(t) {
        Type::Tensor { shape, elem, .. } => Some((shape, *elem, ir.type_encoding(t))),
        _ => None,
    }
}

fn operand_type(ir: &Ir, op: OpId, i: usize) -> TypeId {
    ir.value_type(ir.op(op).operands[i])
}

fn result_type(ir: &Ir, op: OpId, i: usize) -> TypeId {
    ir.value_type(ir.op(op).results[i])
}

/// The element type of a shaped type.
fn elem(ir: &Ir, t: TypeId) -> TypeId {
    ir.type_of(t).elem().unwrap_or(t)
}

/// MLIR's `verifyPackUnPack`: the level buffers and values of `assemble`/`disassemble`
/// against the storage layout of the sparse tensor type `stt`.
fn pack_unpack(ir: &Ir, static_shape: bool, stt: TypeId, values: TypeId, levels: &[TypeId]) -> VResult {
    let Some((shape, elem_ty, enc)) = tensor_parts(ir, stt) else { return Ok(()) };
    if static_shape && shape.contains(&DYNAMIC) {
        return Err(bare("the sparse-tensor must have static shape"));
    }
    let Some(enc) = enc else { return Err(bare("the sparse-tensor must have an encoding attribute")) };
    let coo = aos_coo_start(enc);
    if coo < enc.lvl_rank() {
        if let Some(&last) = levels.last() {
            let want = (enc.lvl_rank() - coo) as i64;
            let ok = matches!(ir.type_of(last).shape(), Some(s) if s.len() == 2 && s[1] == want);
            if !ok {
                return Err(bare("input/output trailing COO level-ranks don't match"));
            }
        }
    }
    let fields = fields(enc);
    if fields.len() != levels.len() + 1 {
        return Err(bare("inconsistent number of fields between input/output"));
    }
    let mut lvl = levels.iter();
    for f in fields {
        let (input, want) = match f {
            FieldKind::Values => (values, Scalar::Id(elem_ty)),
            FieldKind::Positions => (*lvl.next().unwrap_or(&values), Scalar::of_width(enc.pos_width)),
            FieldKind::Coordinates => (*lvl.next().unwrap_or(&values), Scalar::of_width(enc.crd_width)),
        };
        if !want.matches(ir, elem(ir, input)) {
            return Err(bare("input/output element-types don't match"));
        }
    }
    Ok(())
}

pub(crate) fn assemble(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), AtLeast(1))?;
    let n = ir.op(op).operands.len();
    c.operand_group(0, n - 1, RANKED_INT)?;
    c.operand(n - 1, RANKED, false)?;
    c.result(0, SPARSE, false)?;
    let types = ir.value_types(&ir.op(op).operands);
    pack_unpack(ir, true, result_type(ir, op, 0), types[n - 1], &types[..n - 1])
}

pub(crate) fn disassemble(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, AtLeast(2), AtLeast(2))?;
    let (n_ops, n_res) = (ir.op(op).operands.len(), ir.op(op).results.len());
    c.operand(0, SPARSE, false)?;
    c.operand_group(1, n_ops - 1, RANKED_INT)?;
    c.operand(n_ops - 1, RANKED, false)?;
    let nv = (n_res - 2) / 2;
    c.result_group(0, nv, RANKED_INT)?;
    c.result(nv, RANKED, false)?;
    c.result_group(nv + 1, nv + 1 + nv, SCALAR_LIKE)?;
    c.result(n_res - 1, SCALAR_LIKE, false)?;
    let ops = ir.value_types(&ir.op(op).operands);
    let res = ir.value_types(&ir.op(op).results);
    if ops[n_ops - 1] != res[nv] {
        return Err(bare("output values and return value type mismatch"));
    }
    let out_levels = &ops[1..n_ops - 1];
    if out_levels.len() != nv || out_levels.iter().zip(&res[..nv]).any(|(a, b)| a != b) {
        return Err(bare("output levels and return levels type mismatch"));
    }
    pack_unpack(ir, false, ops[0], res[nv], &res[..nv])
}

pub(crate) fn convert(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, RANKED, false)?;
    c.result(0, RANKED, false)?;
    let (Some((src, ..)), Some((dst, _, dst_enc))) =
        (tensor_parts(ir, operand_type(ir, op, 0)), tensor_parts(ir, result_type(ir, op, 0)))
    else {
        return Ok(());
    };
    if src.len() != dst.len() {
        return Err(bare("unexpected conversion mismatch in rank"));
    }
    if dst_enc.is_some_and(|e| e.is_slice()) {
        return Err(bare("cannot convert to a sparse tensor slice"));
    }
    for (d, (&a, &b)) in src.iter().zip(dst).enumerate() {
        if a != b && b != DYNAMIC {
            return Err(bare(format!("unexpected conversion mismatch in dimension {d}")));
        }
    }
    Ok(())
}

pub(crate) fn concatenate(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), AtLeast(0))?;
    let inputs = ir.op(op).operands.clone();
    c.operand_group(0, inputs.len(), RANKED)?;
    c.result(0, RANKED, false)?;
    let Some((dst, ..)) = tensor_parts(ir, result_type(ir, op, 0)) else { return Ok(()) };
    let dim = int_attr(ir, op, "dimension").unwrap_or(0);
    let rank = dst.len();
    if inputs.len() <= 1 {
        return Err(bare("Need at least two tensors to concatenate."));
    }
    if dim < 0 || dim >= rank as i128 {
        let shown = dim as u64;
        return Err(bare(format!(
            "Concat-dimension is out of bounds for dimension-rank ({shown} >= {rank})"
        )));
    }
    let shapes: Vec<&[i64]> =
        inputs.iter().map(|&v| tensor_parts(ir, ir.value_type(v)).map_or(&[][..], |t| t.0)).collect();
    for (i, s) in shapes.iter().enumerate() {
        if s.contains(&DYNAMIC) {
            return Err(bare(format!("Input tensor ${i} has dynamic shape")));
        }
        if s.len() != rank {
            return Err(bare(format!(
                "Input tensor ${i} has a different rank (rank={}) from the output tensor (rank={rank}).",
                s.len()
            )));
        }
    }
    for (d, &dst_size) in dst.iter().enumerate() {
        if d as i128 == dim {
            let sum: i64 = shapes.iter().map(|s| s[d]).sum();
            if dst_size != DYNAMIC && sum != dst_size {
                return Err(bare(
                    "The concatenation dimension of the output tensor should be the sum of all the \
                     concatenation dimensions of the input tensors.",
                ));
            }
        } else {
            let mut prev = dst_size;
            for s in &shapes {
                if prev != DYNAMIC && s[d] != prev {
                    return Err(bare("All dimensions (expect for the concatenating one) should be equal."));
                }
                prev = s[d];
            }
        }
    }
    Ok(())
}

pub(crate) fn new(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, ANY, false)?;
    c.result(0, SPARSE, false)
}

pub(crate) fn out(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(0), Exactly(2))?;
    c.operand(0, SPARSE, false)?;
    c.operand(1, ANY, false)
}

pub(crate) fn print(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(0), Exactly(1))?;
    c.operand(0, SPARSE, false)
}

pub(crate) fn load(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, SPARSE, false)?;
    c.result(0, TENSOR, false)?;
    c.inferred(&[Expect::Same(Scalar::Id(operand_type(ir, op, 0)))])
}

pub(crate) fn lvl(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(2))?;
    c.operand(0, SPARSE, false)?;
    c.operand(1, INDEX, false)?;
    c.result(0, INDEX, false)?;
    let lvl = super::verify_buffer::constant_int(ir, ir.op(op).operands[1]);
    let rank = ir.type_encoding(operand_type(ir, op, 0)).map_or(0, |e| e.lvl_rank());
    if lvl.is_some_and(|l| l as u64 >= rank as u64) {
        return Err(bare("Level index exceeds the rank of the input sparse tensor"));
    }
    c.inferred(&[Expect::Same(Scalar::Index)])
}

pub(crate) fn number_of_entries(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, SPARSE, false)?;
    c.result(0, INDEX, false)?;
    c.inferred(&[Expect::Same(Scalar::Index)])
}

pub(crate) fn has_runtime_library(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(0))?;
    c.result(0, I1, false)?;
    c.inferred(&[Expect::Same(Scalar::Int(1))])
}

pub(crate) fn slice_meta(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, SPARSE_SLICE, false)?;
    c.result(0, INDEX, false)?;
    let rank = tensor_parts(ir, operand_type(ir, op, 0)).map_or(0, |t| t.0.len()) as i128;
    let dim = int_attr(ir, op, "dim").unwrap_or(0);
    if dim < 0 || dim >= rank {
        return Err(bare("requested dimension out of bound"));
    }
    c.inferred(&[Expect::Same(Scalar::Index)])
}

pub(crate) fn reinterpret_map(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, SPARSE, false)?;
    c.result(0, SPARSE, false)?;
    let (Some((s_shape, s_elem, Some(s))), Some((d_shape, d_elem, Some(d)))) =
        (tensor_parts(ir, operand_type(ir, op, 0)), tensor_parts(ir, result_type(ir, op, 0)))
    else {
        return Ok(());
    };
    if s.lvl_rank() != d.lvl_rank() {
        return Err(bare("Level rank mismatch between source/dest tensors"));
    }
    if s.lvl_types != d.lvl_types {
        return Err(bare("Level type mismatch between source/dest tensors"));
    }
    if s.pos_width != d.pos_width || s.crd_width != d.crd_width {
        return Err(bare("Crd/Pos width mismatch between source/dest tensors"));
    }
    if s_elem != d_elem {
        return Err(bare("Element type mismatch between source/dest tensors"));
    }
    if lvl_shape(s, s_shape) != lvl_shape(d, d_shape) {
        return Err(bare("Level size mismatch between source/dest tensors"));
    }
    Ok(())
}

/// A COO tensor: a compressed (or loose) first level, singletons after it, unique last.
fn is_coo(enc: &Encoding) -> bool {
    let lts = &enc.lvl_types;
    let Some(first) = lts.first() else { return false };
    matches!(first.format, LevelFormat::Compressed | LevelFormat::LooseCompressed)
        && lts[1..].iter().all(|t| t.format == LevelFormat::Singleton)
        && lts.last().is_some_and(|t| !t.nonunique)
}

pub(crate) fn reorder_coo(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, SPARSE, false)?;
    c.result(0, SPARSE, false)?;
    let (Some((_, s_elem, Some(s))), Some((_, d_elem, Some(d)))) =
        (tensor_parts(ir, operand_type(ir, op, 0)), tensor_parts(ir, result_type(ir, op, 0)))
    else {
        return Ok(());
    };
    if !is_coo(s) || !is_coo(d) {
        return Err(bare("Expected COO sparse tensors only"));
    }
    if s.dim_rank != d.dim_rank || s.lvl_exprs != d.lvl_exprs || s.num_symbols != d.num_symbols {
        return Err(bare("Unmatched dim2lvl map between input and result COO"));
    }
    if s.pos_width != d.pos_width || s.crd_width != d.crd_width || s_elem != d_elem {
        return Err(bare("Unmatched storage format between input and result COO"));
    }
    Ok(())
}

pub(crate) fn crd_translate(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, AtLeast(0), AtLeast(0))?;
    let (n_in, n_out) = (ir.op(op).operands.len(), ir.op(op).results.len());
    c.operand_group(0, n_in, INDEX)?;
    c.result_group(0, n_out, INDEX)?;
    let Some(enc) = ir.op_attr(op, "encoder").and_then(|a| ir.encoding(a)) else { return Ok(()) };
    let dim_to_lvl = super::enum_text(ir, op, "direction", &DIRECTION) == "dim_to_lvl";
    let (want_in, want_out) =
        if dim_to_lvl { (enc.dim_rank, enc.lvl_rank()) } else { (enc.lvl_rank(), enc.dim_rank) };
    if want_in != n_in || want_out != n_out {
        return Err(bare("Coordinate rank mismatch with encoding"));
    }
    Ok(())
}
