//! One view of every structured linalg op: operands, indexing maps, loop kinds, body.
//!
//! Why: the sparsifier handles `linalg.generic` and the named ops (`matmul`, `matvec`,
//! `fill`, `transpose`, …) the same way — MLIR "generalizes" named ops first. Here each
//! op is read as a generic one without rewriting the IR: the maps come from the
//! `indexing_maps` attribute or the op's definition, the loop kinds from
//! `iterator_types` or (for named ops) from which loops the output map uses, and the body
//! is the op's region (the parser builds the implicit bodies of named ops). The block
//! arguments are always (inputs…, outputs…) in operand order — also for `linalg.reduce`,
//! whose body takes (input element, init element) — and `linalg.map`'s body takes the
//! init element last, as in MLIR 22. The maps are exactly those
//! `mlir-opt --linalg-generalize-named-ops` prints (tested in `tests/linalg_structured.rs`).

use super::split_ins_outs;
use crate::attrs::{AffineMap, Attr};
use crate::ids::{OpId, RegionId, ValueId};
use crate::ir::Ir;

/// A structured op read as a `linalg.generic`.
#[derive(Clone, Debug, PartialEq)]
pub struct Structured {
    /// Input operands (tensors or scalars).
    pub ins: Vec<ValueId>,
    /// Output operands (`outs`).
    pub outs: Vec<ValueId>,
    /// One map per operand (ins then outs), from loops to the operand's dimensions.
    pub maps: Vec<AffineMap>,
    /// Per loop: `true` for a parallel loop, `false` for a reduction.
    pub parallel: Vec<bool>,
    /// The body: one block with one argument per operand, ending in `linalg.yield`.
    pub body: RegionId,
}

/// Reads `op` as a generic structured op; `Err` says why it cannot be.
pub fn structured(ir: &Ir, op: OpId) -> Result<Structured, String> {
    let name = ir.op_name(op);
    let (ins, outs) = if name == "linalg.reduce" {
        // No segment sizes: as many inputs as inits (also for memrefs, which give no results).
        let operands = &ir.op(op).operands;
        let (a, b) = operands.split_at(operands.len() / 2);
        (a.to_vec(), b.to_vec())
    } else {
        split_ins_outs(ir, op)
    };
    let body = *ir.op(op).regions.first().ok_or_else(|| format!("'{name}' has no body"))?;
    let maps = match name {
        "linalg.generic" => maps_attr(ir, op).ok_or("'linalg.generic' without indexing maps")?,
        _ => {
            super::verify::named_maps(ir, op).ok_or_else(|| format!("no indexing maps known for '{name}'"))?
        }
    };
    let num_loops = maps.first().map_or(0, |m| m.num_dims as usize);
    let parallel = match ir.op_attr(op, "iterator_types").map(|a| ir.attr_of(a)) {
        Some(Attr::Array(items)) => {
            items.iter().map(|&a| iterator_is_parallel(ir.attr_of(a))).collect::<Result<Vec<_>, _>>()?
        }
        _ => {
            // Named ops: a loop the output map does not use is a reduction.
            let out = maps.last().ok_or("no output map")?;
            (0..num_loops as u32).map(|l| out.exprs.iter().any(|e| uses_var(e, l))).collect()
        }
    };
    if parallel.len() != num_loops {
        return Err(format!("{} iterator types for {num_loops} loops", parallel.len()));
    }
    Ok(Structured { ins, outs, maps, parallel, body })
}

fn maps_attr(ir: &Ir, op: OpId) -> Option<Vec<AffineMap>> {
    let Attr::Array(items) = ir.attr_of(ir.op_attr(op, "indexing_maps")?) else { return None };
    items
        .iter()
        .map(|&a| match ir.attr_of(a) {
            Attr::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

fn iterator_is_parallel(a: &Attr) -> Result<bool, String> {
    let text = match a {
        Attr::String { value, .. } => value.as_str(),
        Attr::Opaque { body, .. } => body.trim_start_matches("iterator_type<").trim_end_matches('>'),
        _ => return Err("unknown iterator type".into()),
    };
    match text {
        "parallel" => Ok(true),
        "reduction" => Ok(false),
        other => Err(format!("unknown iterator type '{other}'")),
    }
}

/// True when the affine expression mentions loop variable `l`.
pub fn uses_var(e: &sparsir_storage::encoding::affine::AffineExpr, l: u32) -> bool {
    use sparsir_storage::encoding::affine::AffineExpr as E;
    match e {
        E::Var(v) => *v == l,
        E::Sym(_) | E::Const(_) => false,
        E::Bin(_, a, b) => uses_var(a, l) || uses_var(b, l),
    }
}
