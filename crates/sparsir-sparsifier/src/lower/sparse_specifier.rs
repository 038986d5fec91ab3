//! `sparse_tensor.storage_specifier.init / get / set`: storage metadata as a value.
//!
//! Why: a storage specifier is MLIR's bag of sizes for one sparse storage scheme. sparsir
//! tensors carry their own sizes, so a specifier is only ever a value a program builds and
//! reads back; at run time it is an index buffer of its fields with VALUE semantics
//! (`set` copies, then writes one field). For an encoding with `r` levels and `d`
//! dimensions the layout is
//!
//! ```text
//! [lvl_sz × r | pos_mem_sz × r | crd_mem_sz × r | val_mem_sz | dim_offset × d | dim_stride × d]
//! ```
//!
//! Every field starts at 0 (MLIR 22 zeroes the memory sizes and leaves level sizes and
//! slice fields undefined). `init with %src` copies the level sizes and memory sizes (MLIR
//! 22 copies only the memory sizes; the level sizes it gives are undefined) and zeroes
//! the slice fields. A level without a positions (coordinates) buffer has no
//! `pos_mem_sz` (`crd_mem_sz`) field — MLIR 22 fails to compile such an access; we report
//! it — and the levels of an array-of-structures COO region share one coordinates buffer,
//! hence one `crd_mem_sz` field (MLIR 22 gives the same value at every level of it).
//! The parser normalizes a specifier's encoding as MLIR does (level properties but `soa`
//! dropped), so `compressed(nonunique), singleton` arrives as `compressed, singleton`.

use sparsir_ir::types::Type;
use sparsir_ir::OpId;
use sparsir_loops::VarId;
use sparsir_storage::encoding::Encoding;
use sparsir_storage::ElemType;

use super::types::attr_int;
use super::{Cx, Result};

/// Lowers one `storage_specifier` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        "sparse_tensor.storage_specifier.init" => init(cx, op),
        "sparse_tensor.storage_specifier.get" => {
            let field = field_index(cx, op)?;
            let spec = cx.operand(op, 0)?;
            let idx = cx.b.index(field as i64);
            let v = cx.b.load(spec, idx);
            cx.set_results(op, &[v]);
            Ok(())
        }
        "sparse_tensor.storage_specifier.set" => {
            let field = field_index(cx, op)?;
            let (spec, value) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let n = cx.b.buf_len(spec);
            let copy = copy_prefix(cx, spec, n, n)?;
            let idx = cx.b.index(field as i64);
            cx.b.store(copy, idx, value);
            cx.set_results(op, &[copy]);
            Ok(())
        }
        _ => Err(cx.unsupported(op, "(unknown storage specifier op)")),
    }
}

/// The encoding of a specifier-typed value of `op` (operand or result).
fn spec_encoding<'a>(cx: &Cx<'a>, op: OpId, v: sparsir_ir::ValueId) -> Result<&'a Encoding> {
    let ir = cx.ir;
    match ir.type_of(ir.value_type(v)) {
        Type::StorageSpecifier(e) => {
            ir.encoding(*e).ok_or_else(|| cx.error(op, "internal error: specifier without an encoding"))
        }
        _ => Err(cx.error(op, "internal error: expected a storage specifier")),
    }
}

/// The number of fields of a specifier of `enc`.
fn field_count(enc: &Encoding) -> usize {
    3 * enc.lvl_rank() + 1 + 2 * enc.dim_rank
}

/// The number of non-slice fields (level sizes and memory sizes).
fn core_count(enc: &Encoding) -> usize {
    3 * enc.lvl_rank() + 1
}

/// A new buffer of `len` fields whose first `keep` fields are copied from `src` (the
/// rest zero).
fn copy_prefix(cx: &mut Cx, src: VarId, keep: VarId, len: VarId) -> Result<VarId> {
    let dst = cx.b.alloc(ElemType::Index, len);
    let (zero, one) = (cx.b.index(0), cx.b.index(1));
    cx.for_loop(zero, keep, one, &[], |cx, i, _| {
        let v = cx.b.load(src, i);
        cx.b.store(dst, i, v);
        Ok(vec![])
    })?;
    Ok(dst)
}

fn init(cx: &mut Cx, op: OpId) -> Result<()> {
    let result = cx.ir.op(op).results[0];
    let enc = spec_encoding(cx, op, result)?;
    let len = cx.b.index(field_count(enc) as i64);
    let spec = match cx.ir.op(op).operands.first().copied() {
        None => cx.b.alloc(ElemType::Index, len),
        Some(src_v) => {
            let src_enc = spec_encoding(cx, op, src_v)?;
            if src_enc.lvl_rank() != enc.lvl_rank() {
                return Err(cx.unsupported(op, "from a specifier with a different number of levels"));
            }
            let src = cx.get(src_v)?;
            let keep = cx.b.index(core_count(enc) as i64);
            copy_prefix(cx, src, keep, len)?
        }
    };
    cx.set_results(op, &[spec]);
    Ok(())
}

/// The buffer index of the field a `get` / `set` names.
fn field_index(cx: &Cx, op: OpId) -> Result<usize> {
    let ir = cx.ir;
    let enc = spec_encoding(cx, op, ir.op(op).operands[0])?;
    let kind = super::sparse::enum_case(cx, op, "specifierKind")?;
    let level = ir.op_attr(op, "level").and_then(|a| attr_int(ir, a)).unwrap_or(0).max(0) as usize;
    let r = enc.lvl_rank();
    let lt = enc.lvl_types.get(level).copied();
    let missing = |what: &str| {
        let name = ir.op_name(op);
        cx.error(
            op,
            format!("'{name}' op level {level} has no {what} buffer, so its specifier has no such field"),
        )
    };
    Ok(match kind.as_str() {
        "lvl_sz" => level,
        "pos_mem_sz" if lt.is_some_and(|t| t.has_pos()) => r + level,
        "pos_mem_sz" => return Err(missing("positions")),
        "crd_mem_sz" if lt.is_some_and(|t| t.has_crd()) => 2 * r + aos_start(enc, level),
        "crd_mem_sz" => return Err(missing("coordinates")),
        "val_mem_sz" => 3 * r,
        "dim_offset" => 3 * r + 1 + level,
        "dim_stride" => 3 * r + 1 + enc.dim_rank + level,
        other => return Err(cx.unsupported(op, format!("with specifier kind '{other}'"))),
    })
}

/// The level whose coordinates buffer holds level `l`'s: the first level of the
/// array-of-structures COO region (a level with positions followed by non-`soa`
/// singletons) containing `l`, else `l`. A specifier's encoding has no level properties
/// but `soa` (MLIR normalizes it), so the region does not depend on `nonunique`.
fn aos_start(enc: &Encoding, l: usize) -> usize {
    use sparsir_storage::encoding::LevelFormat::Singleton;
    let lts = &enc.lvl_types;
    let mut s = l;
    while s > 0 && lts[s].format == Singleton {
        s -= 1;
    }
    if s < l && lts[s].has_pos() && !lts[s + 1].soa {
        s
    } else {
        l
    }
}
