//! Verifiers of the linalg ops, with MLIR 22's messages.
//!
//! Why: a `linalg.generic` whose indexing maps do not match its operands or loops, a
//! body whose arguments or yielded values do not match the operands, a `fill` of the
//! wrong type: MLIR rejects these after parsing, and so do we, with the same words.

use super::{elem_or_self, split_ins_outs};
use crate::attrs::Attr;
use crate::dialects::mixed::op_dense;
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;

type VResult = Result<(), String>;

fn quoted(ir: &Ir, ty: TypeId) -> String {
    format!("'{}'", crate::printer::type_to_string(ir, ty))
}

fn rank(ir: &Ir, ty: TypeId) -> usize {
    ir.type_of(ty).shape().map_or(0, |s| s.len())
}

/// Checks the body's arguments against the operands' element types.
fn check_block_args(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let Some(&r) = o.regions.first() else { return Ok(()) };
    let Some(&entry) = ir.region(r).blocks.first() else { return Ok(()) };
    let args = &ir.block(entry).args;
    if args.len() != o.operands.len() {
        return Err(
            "expected as many non-induction variable region arguments as the number of input/output operands"
                .into(),
        );
    }
    for (i, (&a, &v)) in args.iter().zip(&o.operands).enumerate() {
        let (at, want) = (ir.value_type(a), elem_or_self(ir, ir.value_type(v)));
        if at != want {
            return Err(format!(
                "expected type of bb argument #{i} ({}) to match element or self type of the corresponding operand ({})",
                quoted(ir, at),
                quoted(ir, want)
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_generic(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let maps: Vec<&crate::attrs::AffineMap> = match ir.op_attr(op, "indexing_maps").map(|a| ir.attr_of(a)) {
        Some(Attr::Array(items)) => items
            .iter()
            .filter_map(|&a| match ir.attr_of(a) {
                Attr::AffineMap(m) => Some(m),
                _ => None,
            })
            .collect(),
        _ => return Err("requires attribute 'indexing_maps'".into()),
    };
    if maps.len() != o.operands.len() {
        return Err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            o.operands.len()
        ));
    }
    let loops = match ir.op_attr(op, "iterator_types").map(|a| ir.attr_of(a)) {
        Some(Attr::Array(items)) => items.len(),
        _ => return Err("requires attribute 'iterator_types'".into()),
    };
    for (i, (m, &v)) in maps.iter().zip(&o.operands).enumerate() {
        if m.num_dims as usize != loops {
            return Err(format!(
                "expected indexing_map #{i} to have {loops} dim(s) to match the number of loops"
            ));
        }
        let r = rank(ir, ir.value_type(v));
        if m.exprs.len() != r {
            return Err(format!(
                "expected operand #{i} rank ({r}) to match the result rank of indexing_map ({})",
                m.exprs.len()
            ));
        }
    }
    check_block_args(ir, op)?;
    let (_, outs) = split_ins_outs(ir, op);
    let tensor_outs: Vec<TypeId> =
        outs.iter().map(|&v| ir.value_type(v)).filter(|&t| ir.type_of(t).is_tensor()).collect();
    if tensor_outs != ir.value_types(&o.results) {
        return Err(format!(
            "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
            o.results.len(),
            tensor_outs.len()
        ));
    }
    Ok(())
}

/// The number of loops of the linalg op enclosing `op` (generic ops only).
fn enclosing_generic(ir: &Ir, op: OpId) -> Option<OpId> {
    ir.parent_op(op).filter(|&p| ir.op_name(p).starts_with("linalg."))
}

pub(super) fn verify_yield(ir: &Ir, op: OpId) -> VResult {
    let Some(parent) = enclosing_generic(ir, op) else {
        return Err("expected parent op with LinalgOp interface".into());
    };
    let name = ir.op_name(parent);
    if matches!(name, "linalg.map" | "linalg.reduce" | "linalg.transpose" | "linalg.broadcast") {
        return Ok(());
    }
    let (_, outs) = split_ins_outs(ir, parent);
    let values = &ir.op(op).operands;
    if values.len() != outs.len() {
        return Err(format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            values.len(),
            outs.len()
        ));
    }
    for (i, (&v, &o)) in values.iter().zip(&outs).enumerate() {
        let (vt, want) = (ir.value_type(v), elem_or_self(ir, ir.value_type(o)));
        if vt != want {
            return Err(format!(
                "type of yield operand {} ({}) doesn't match the element type of the enclosing linalg.generic op ({})",
                i + 1,
                quoted(ir, vt),
                quoted(ir, want)
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_named(ir: &Ir, op: OpId) -> VResult {
    if ir.op_name(op) == "linalg.fill" {
        let (ins, outs) = split_ins_outs(ir, op);
        if let (Some(&v), Some(&o)) = (ins.first(), outs.first()) {
            let (vt, et) = (ir.value_type(v), elem_or_self(ir, ir.value_type(o)));
            if vt != et {
                return Err(format!(
                    "expected fill value type ({}) to match output element type ({})",
                    quoted(ir, vt),
                    quoted(ir, et)
                ));
            }
        }
    }
    Ok(())
}

pub(super) fn verify_transpose(ir: &Ir, op: OpId) -> VResult {
    let perm = op_dense(ir, op, "permutation").unwrap_or_default();
    let [input, init] = ir.op(op).operands[..] else { return Ok(()) };
    let (Some(ins), Some(outs)) =
        (ir.type_of(ir.value_type(input)).shape(), ir.type_of(ir.value_type(init)).shape())
    else {
        return Ok(());
    };
    if perm.len() != ins.len() {
        return Err(format!(
            "size of permutation {} does not match the argument rank {}",
            perm.len(),
            ins.len()
        ));
    }
    let mut seen = vec![false; perm.len()];
    for &p in &perm {
        match usize::try_from(p).ok().filter(|&p| p < seen.len() && !seen[p]) {
            Some(p) => seen[p] = true,
            None => return Err("permutation is not valid".into()),
        }
    }
    for (i, (&d, &p)) in outs.iter().zip(&perm).enumerate() {
        let want = ins[p as usize];
        if d != want {
            return Err(format!(
                "dim(result, {i}) = {d} doesn't match dim(input, permutation[{i}]) = {want}"
            ));
        }
    }
    Ok(())
}
