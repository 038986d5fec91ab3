//! Verifiers of the linalg ops, with MLIR 22's messages.
//!
//! Why: a `linalg.generic` whose indexing maps do not match its operands or loops, a
//! body whose arguments or yielded values do not match the operands, a `fill` of the
//! wrong type: MLIR rejects these after parsing, and so do we, with the same words.

use super::{elem_or_self, split_ins_outs};
use crate::attrs::{AffineMap, Attr};
use crate::dialects::mixed::op_dense;
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::types::DYNAMIC;
use sparsir_storage::encoding::affine::AffineExpr;

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
    let owned: Vec<AffineMap> = maps.iter().map(|m| (*m).clone()).collect();
    check_static_shapes(ir, op, &owned)?;
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

/// The linalg op enclosing `op` (a registered one: `linalg.gentrue` is no LinalgOp).
fn enclosing_generic(ir: &Ir, op: OpId) -> Option<OpId> {
    ir.parent_op(op).filter(|&p| {
        let name = ir.op_name(p);
        name.starts_with("linalg.") && crate::registry::lookup(name).is_some()
    })
}

pub(super) fn verify_yield(ir: &Ir, op: OpId) -> VResult {
    // MLIR's ZeroResults trait, checked before anything else.
    if !ir.op(op).results.is_empty() {
        return Err("requires zero results".into());
    }
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

/// Operand ranks against the results of the `indexing_maps` property, when present.
fn check_map_ranks(ir: &Ir, op: OpId) -> VResult {
    let Some(Attr::Array(items)) = ir.op_attr(op, "indexing_maps").map(|a| ir.attr_of(a)) else {
        return Ok(());
    };
    let maps: Vec<AffineMap> = items
        .iter()
        .filter_map(|&a| match ir.attr_of(a) {
            Attr::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect();
    check_ranks(ir, op, &maps)
}

/// Operand ranks against the results of `maps`.
fn check_ranks(ir: &Ir, op: OpId, maps: &[AffineMap]) -> VResult {
    for (i, (m, &v)) in maps.iter().zip(&ir.op(op).operands).enumerate() {
        let r = rank(ir, ir.value_type(v));
        if m.exprs.len() != r {
            let n = m.exprs.len();
            return Err(format!(
                "expected operand #{i} rank ({r}) to match the result rank of indexing_map ({n})"
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_named(ir: &Ir, op: OpId) -> VResult {
    check_map_ranks(ir, op)?;
    super::conv::verify(ir, op)?;
    if let Some(maps) = super::conv::maps(ir, op) {
        check_ranks(ir, op, &maps)?;
    }
    if let Some(maps) = named_maps(ir, op) {
        check_static_shapes(ir, op, &maps)?;
    }
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

fn dims_map(n: u32, dims: &[u32]) -> AffineMap {
    AffineMap { num_dims: n, num_syms: 0, exprs: dims.iter().map(|&d| AffineExpr::Var(d)).collect() }
}

/// The indexing maps of a named op: its property, or the maps MLIR 22's op definition
/// implies (what `mlir-opt --linalg-generalize-named-ops` prints). `None` for ops that are
/// not named structured ops, or whose attributes do not define maps (a bad permutation).
pub(super) fn named_maps(ir: &Ir, op: OpId) -> Option<Vec<AffineMap>> {
    if let Some(Attr::Array(items)) = ir.op_attr(op, "indexing_maps").map(|a| ir.attr_of(a)) {
        return items
            .iter()
            .map(|&a| match ir.attr_of(a) {
                Attr::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect();
    }
    if let Some(maps) = super::conv::maps(ir, op) {
        return Some(maps);
    }
    let operands = &ir.op(op).operands;
    let out_rank = rank(ir, ir.value_type(*operands.last()?)) as u32;
    let id = AffineMap::identity(out_rank);
    Some(match ir.op_name(op) {
        "linalg.generic" => return None,
        "linalg.matmul" => vec![dims_map(3, &[0, 2]), dims_map(3, &[2, 1]), dims_map(3, &[0, 1])],
        "linalg.batch_matmul" => {
            vec![dims_map(4, &[0, 1, 3]), dims_map(4, &[0, 3, 2]), dims_map(4, &[0, 1, 2])]
        }
        "linalg.matvec" => vec![dims_map(2, &[0, 1]), dims_map(2, &[1]), dims_map(2, &[0])],
        "linalg.vecmat" => vec![dims_map(2, &[1]), dims_map(2, &[1, 0]), dims_map(2, &[0])],
        "linalg.dot" => vec![dims_map(1, &[0]), dims_map(1, &[0]), dims_map(1, &[])],
        "linalg.fill" => vec![dims_map(out_rank, &[]), id],
        "linalg.transpose" => vec![transpose_input_map(ir, op, out_rank)?, id],
        "linalg.broadcast" => {
            let kept = kept_dims(ir, op, out_rank)?;
            vec![dims_map(out_rank, &kept), id]
        }
        "linalg.reduce" => reduce_maps(ir, op)?,
        // copy, map, the elementwise named ops and `elementwise`: identity everywhere.
        _ => vec![id; operands.len()],
    })
}

/// `transpose`: loop `i` is output dimension `i` = input dimension `permutation[i]`, so
/// the input map is the inverse permutation (`[2, 0, 1]` gives `(d0, d1, d2) -> (d1, d2, d0)`).
fn transpose_input_map(ir: &Ir, op: OpId, loops: u32) -> Option<AffineMap> {
    let perm = op_dense(ir, op, "permutation")?;
    let mut exprs = vec![None; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        let slot = exprs.get_mut(usize::try_from(p).ok()?)?;
        if slot.is_some() {
            return None;
        }
        *slot = Some(AffineExpr::Var(i as u32));
    }
    Some(AffineMap { num_dims: loops, num_syms: 0, exprs: exprs.into_iter().collect::<Option<_>>()? })
}

/// The loops of `0..loops` not listed in the op's `dimensions` (checked to be in range).
fn kept_dims(ir: &Ir, op: OpId, loops: u32) -> Option<Vec<u32>> {
    let dims = op_dense(ir, op, "dimensions")?;
    if dims.iter().any(|&d| d < 0 || d >= i64::from(loops)) {
        return None;
    }
    Some((0..loops).filter(|&l| !dims.contains(&i64::from(l))).collect())
}

/// `reduce`: as many inputs as inits; loops are the input's dimensions, the inits drop
/// the reduced `dimensions` (which become reduction loops).
fn reduce_maps(ir: &Ir, op: OpId) -> Option<Vec<AffineMap>> {
    let operands = &ir.op(op).operands;
    let n = operands.len() / 2;
    if n == 0 || operands.len() != 2 * n {
        return None;
    }
    let loops = rank(ir, ir.value_type(operands[0])) as u32;
    let kept = kept_dims(ir, op, loops)?;
    let mut maps = vec![AffineMap::identity(loops); n];
    maps.extend(std::iter::repeat_n(dims_map(loops, &kept), n));
    Some(maps)
}

/// MLIR's check that static operand shapes agree with the loop ranges the indexing maps
/// infer (each loop's range comes from the first operand dimension indexed by it alone).
fn check_static_shapes(ir: &Ir, op: OpId, maps: &[AffineMap]) -> VResult {
    let operands = &ir.op(op).operands;
    let Some(loops) = maps.first().map(|m| m.num_dims as usize) else { return Ok(()) };
    if maps.len() != operands.len() || maps.iter().any(|m| m.num_dims as usize != loops || m.num_syms != 0) {
        return Ok(());
    }
    let shapes: Vec<Vec<i64>> = operands
        .iter()
        .map(|&v| ir.type_of(ir.value_type(v)).shape().map(<[i64]>::to_vec).unwrap_or_default())
        .collect();
    let mut ranges: Vec<Option<i64>> = vec![None; loops];
    for (m, shape) in maps.iter().zip(&shapes) {
        for (e, &d) in m.exprs.iter().zip(shape) {
            if let AffineExpr::Var(v) = e {
                if let Some(slot) = ranges.get_mut(*v as usize).filter(|s| s.is_none()) {
                    *slot = Some(d);
                }
            }
        }
    }
    let Some(ranges) = ranges.into_iter().collect::<Option<Vec<i64>>>() else { return Ok(()) };
    if ranges.contains(&DYNAMIC) {
        return Ok(());
    }
    let start = vec![0i64; loops];
    let end: Vec<i64> = ranges.iter().map(|r| r - 1).collect();
    for (i, (m, shape)) in maps.iter().zip(&shapes).enumerate() {
        for (j, (e, &size)) in m.exprs.iter().zip(shape).enumerate() {
            if size == DYNAMIC || size == 0 {
                continue;
            }
            let (a, b) = (e.eval(&start, &[]), e.eval(&end, &[]));
            let inferred = a.max(b).saturating_add(1);
            if a.min(b) < 0 {
                continue;
            }
            let at = format!("inferred input/output operand #{i} has shape's dimension #{j} to be");
            if matches!(e, AffineExpr::Var(_)) {
                if inferred != size {
                    return Err(format!("{at} {inferred}, but found {size}"));
                }
            } else if inferred > size {
                return Err(format!("{at} greater than or equal to {inferred}, but found {size}"));
            }
        }
    }
    Ok(())
}

pub(super) fn verify_index(ir: &Ir, op: OpId) -> VResult {
    let Some(parent) = enclosing_generic(ir, op) else {
        return Err("expected parent op with LinalgOp interface".into());
    };
    let loops = match ir.op_attr(parent, "iterator_types").map(|a| ir.attr_of(a)) {
        Some(Attr::Array(items)) => Some(items.len()),
        _ => named_maps(ir, parent).and_then(|m| m.first().map(|m| m.num_dims as usize)),
    };
    let dim = match ir.op_attr(op, "dim").map(|a| ir.attr_of(a)) {
        Some(Attr::Integer { value, .. }) => *value,
        _ => return Ok(()),
    };
    match loops {
        Some(n) if dim >= n as i128 => Err(format!(
            "expected dim ({dim}) to be lower than the number of loops ({n}) of the enclosing LinalgOp"
        )),
        _ => Ok(()),
    }
}
