//! Verifiers of the sparse_tensor ops on buffers and storage metadata (`positions`,
//! `coordinates`, `values`, `sort`, `push_back`, `expand`, `compress`,
//! `storage_specifier.*`) with MLIR 22's rules and messages.
//!
//! Why: buffer types follow from the encoding (position/coordinate widths, the strided
//! view of an array-of-structures COO level); MLIR infers these ops' result types and
//! rejects any other.

use super::layout::aos_coo_start;
use super::ods::{Count, Expect, Ods, Scalar, VResult, ANY, INDEX, MEMREF_1D, MEMREF_1D_I1, MEMREF_1D_INDEX};
use super::ods::{MEMREF_1D_INT, NON0_MEMREF, SPARSE, SPECIFIER, STRIDED_1D};
use super::verify_tensor::tensor_parts;
use super::{enum_text, int_attr, SPECIFIER_KIND};
use crate::attrs::Attr;
use crate::ids::{OpId, TypeId, ValueId};
use crate::ir::Ir;
use crate::types::{Type, DYNAMIC};
use crate::verify::bare;
use sparsir_storage::encoding::{Encoding, LevelFormat};

use Count::{AtLeast, Exactly};

/// The encoding of operand `i` (a sparse tensor).
fn operand_enc(ir: &Ir, op: OpId, i: usize) -> Option<&Encoding> {
    ir.type_encoding(ir.value_type(*ir.op(op).operands.get(i)?))
}

fn result_type(ir: &Ir, op: OpId) -> TypeId {
    ir.value_type(ir.op(op).results[0])
}

/// The value of an integer constant (`arith.constant`), when `v` is one.
pub(crate) fn constant_int(ir: &Ir, v: ValueId) -> Option<i128> {
    let def = ir.defining_op(v)?;
    if ir.op_name(def) != "arith.constant" {
        return None;
    }
    match ir.attr_of(ir.op_attr(def, "value")?) {
        Attr::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// `isMatchingWidth`: index for width 0, an integer of that width (any signedness).
fn matching_width(ir: &Ir, memref: TypeId, width: u8) -> bool {
    let e = ir.type_of(memref).elem().map(|e| ir.type_of(e));
    match e {
        Some(Type::Index) => width == 0,
        Some(Type::Integer { width: w, .. }) => width != 0 && *w == u32::from(width),
        _ => false,
    }
}

/// Shared by `positions` and `coordinates`.
fn level_buffer(ir: &Ir, op: OpId, what: &str) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, SPARSE, false)?;
    c.result(0, NON0_MEMREF, false)?;
    let Some(enc) = operand_enc(ir, op, 0) else { return Ok(()) };
    let level = int_attr(ir, op, "level").unwrap_or(0) as u64;
    if level >= enc.lvl_rank() as u64 {
        return Err(bare("requested level is out of bounds"));
    }
    let width = if what == "positions" { enc.pos_width } else { enc.crd_width };
    if !matching_width(ir, result_type(ir, op), width) {
        return Err(bare(format!("unexpected type for {what}")));
    }
    let strided = what == "coordinates" && level as usize >= aos_coo_start(enc);
    c.inferred(&[Expect::Buffer { elem: Scalar::of_width(width), strided }])
}

pub(crate) fn positions(ir: &Ir, op: OpId) -> VResult {
    level_buffer(ir, op, "positions")
}

pub(crate) fn coordinates(ir: &Ir, op: OpId) -> VResult {
    level_buffer(ir, op, "coordinates")
}

pub(crate) fn coordinates_buffer(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, SPARSE, false)?;
    c.result(0, NON0_MEMREF, false)?;
    let Some(enc) = operand_enc(ir, op, 0) else { return Ok(()) };
    if aos_coo_start(enc) >= enc.lvl_rank() {
        return Err(bare("expected sparse tensor with a COO region"));
    }
    c.inferred(&[Expect::Buffer { elem: Scalar::of_width(enc.crd_width), strided: false }])
}

pub(crate) fn values(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, SPARSE, false)?;
    c.result(0, NON0_MEMREF, false)?;
    let Some((_, elem, _)) = tensor_parts(ir, ir.value_type(ir.op(op).operands[0])) else { return Ok(()) };
    if ir.type_of(result_type(ir, op)).elem() != Some(elem) {
        return Err(bare("unexpected mismatch in element types"));
    }
    c.inferred(&[Expect::Buffer { elem: Scalar::Id(elem), strided: false }])
}

/// `(d0, d1) -> (d1, d0)` as MLIR formats an affine map in messages.
fn map_text(ir: &Ir, m: &crate::attrs::AffineMap) -> String {
    let mut p = crate::printer::Printer::new(ir, crate::printer::PrintOptions::default());
    p.affine_map_body(m);
    p.finish()
}

/// The static size of a rank-1 memref, if known.
fn static_len(ir: &Ir, v: ValueId) -> Option<i64> {
    match ir.type_of(ir.value_type(v)).shape() {
        Some([n]) if *n != DYNAMIC => Some(*n),
        _ => None,
    }
}

pub(crate) fn sort(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(0), AtLeast(2))?;
    let ops = ir.op(op).operands.clone();
    c.operand(0, INDEX, false)?;
    c.operand(1, MEMREF_1D_INT, false)?;
    c.operand_group(2, ops.len(), MEMREF_1D)?;
    let Some(Attr::AffineMap(map)) = ir.op_attr(op, "perm_map").map(|a| ir.attr_of(a)) else { return Ok(()) };
    let nx = i128::from(map.num_dims);
    if nx < 1 {
        return Err(bare(format!("Expected rank(perm_map) > 1, got {nx}")));
    }
    if map.as_permutation().is_none() {
        return Err(bare(format!("Expected a permutation map, got {}", map_text(ir, map))));
    }
    let Some(n) = constant_int(ir, ops[0]) else { return Ok(()) };
    let ny = int_attr(ir, op, "ny").unwrap_or(0);
    let need = n.wrapping_mul(nx + ny);
    if let Some(len) = static_len(ir, ops[1]) {
        if i128::from(len) < need {
            return Err(bare(format!(
                "Expected dimension(xy) >= n * (rank(perm_map) + ny) got {len} < {need}"
            )));
        }
    }
    for &y in &ops[2..] {
        if let Some(len) = static_len(ir, y) {
            if i128::from(len) < n {
                return Err(bare(format!("Expected dimension(y) >= n got {len} < {n}")));
            }
        }
    }
    Ok(())
}

pub(crate) fn push_back(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(2), AtLeast(3))?;
    let ops = ir.op(op).operands.clone();
    if ops.len() > 4 {
        return Err(format!("expected between 3 and 4 operands, but found {}", ops.len()));
    }
    c.operand(0, INDEX, false)?;
    c.operand(1, MEMREF_1D, false)?;
    c.operand(2, ANY, false)?;
    c.operand(3, INDEX, true)?;
    c.result(0, MEMREF_1D, false)?;
    c.result(1, INDEX, false)?;
    let buf = ir.value_type(ops[1]);
    if buf != ir.value_type(ir.op(op).results[0]) {
        return Err("failed to verify that all of {inBuffer, outBuffer} have same type".into());
    }
    if ir.type_of(buf).elem() != Some(ir.value_type(ops[2])) {
        return Err("failed to verify that value type matches element type of inBuffer".into());
    }
    if let Some(n) = ops.get(3).and_then(|&v| constant_int(ir, v)) {
        if n < 1 {
            return Err("n must be not less than 1".into());
        }
    }
    Ok(())
}

pub(crate) fn expand(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(4), Exactly(1))?;
    c.operand(0, SPARSE, false)?;
    c.result(0, STRIDED_1D, false)?;
    c.result(1, MEMREF_1D_I1, false)?;
    c.result(2, MEMREF_1D_INDEX, false)?;
    c.result(3, INDEX, false)
}

pub(crate) fn compress(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), AtLeast(5))?;
    let n = ir.op(op).operands.len();
    c.operand(0, STRIDED_1D, false)?;
    c.operand(1, MEMREF_1D_I1, false)?;
    c.operand(2, MEMREF_1D_INDEX, false)?;
    c.operand(3, INDEX, false)?;
    c.operand(4, SPARSE, false)?;
    c.operand_group(5, n, INDEX)?;
    c.result(0, SPARSE, false)?;
    let tensor = ir.value_type(ir.op(op).operands[4]);
    if tensor != result_type(ir, op) {
        return Err("failed to verify that all of {tensor, result} have same type".into());
    }
    let Some(enc) = operand_enc(ir, op, 4) else { return Ok(()) };
    if enc.lvl_rank() != 1 + (n - 5) {
        return Err("incorrect number of coordinates".into());
    }
    Ok(())
}

pub(crate) fn spec_init(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), AtLeast(0))?;
    let n = ir.op(op).operands.len();
    if n > 1 {
        return Err(format!("expected between 0 and 1 operands, but found {n}"));
    }
    c.operand(0, SPECIFIER, true)?;
    c.result(0, SPECIFIER, false)
}

/// MLIR's `verifySparsifierGetterSetter`.
fn getter_setter(ir: &Ir, op: OpId) -> VResult {
    let kind = enum_text(ir, op, "specifierKind", &SPECIFIER_KIND);
    let level = int_attr(ir, op, "level");
    if kind == "val_mem_sz" && level.is_some() {
        return Err(bare("redundant level argument for querying value memory size"));
    }
    let Some(Type::StorageSpecifier(e)) = ir.op(op).operands.first().map(|&v| ir.type_of(ir.value_type(v)))
    else {
        return Ok(());
    };
    let Some(enc) = ir.encoding(*e) else { return Ok(()) };
    if matches!(kind, "dim_offset" | "dim_stride") && !enc.is_slice() {
        return Err(bare("requested slice data on non-slice tensor"));
    }
    if kind != "val_mem_sz" {
        let Some(l) = level else { return Err(bare("missing level argument")) };
        let l = l as u64;
        if l >= enc.lvl_rank() as u64 {
            return Err(bare("requested level is out of bounds"));
        }
        if kind == "pos_mem_sz" && enc.lvl_types[l as usize].format == LevelFormat::Singleton {
            return Err(bare("requested position memory size on a singleton level"));
        }
    }
    Ok(())
}

pub(crate) fn spec_get(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(1))?;
    c.operand(0, SPECIFIER, false)?;
    c.result(0, INDEX, false)?;
    getter_setter(ir, op)?;
    c.inferred(&[Expect::Same(Scalar::Index)])
}

pub(crate) fn spec_set(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(2))?;
    c.operand(0, SPECIFIER, false)?;
    c.operand(1, INDEX, false)?;
    c.result(0, SPECIFIER, false)?;
    getter_setter(ir, op)?;
    c.inferred(&[Expect::Same(Scalar::Id(ir.value_type(ir.op(op).operands[0])))])
}
