//! Verifiers of the shape-changing tensor ops: `collapse_shape`, `expand_shape`,
//! `reshape`, `concat`, `gather`, `scatter`.
//!
//! Why: MLIR 22 checks reassociations (one contiguous group per collapsed dimension),
//! that group sizes multiply out, element counts, concatenated sizes and the gathered /
//! scattered slice types; we give the same messages.

use super::ods::{check, quoted, tensor_text, Arity, Kind, Ods, Prop};
use super::{dense_i64, operand_ty, result_ty};
use crate::attrs::Attr;
use crate::ids::{AttrId, OpId, TypeId};
use crate::ir::Ir;
use crate::types::{Type, DYNAMIC};

const ONE: Arity = Arity::One;
const MANY: Arity = Arity::Many;

/// Shape, element type and encoding of a ranked tensor type.
fn parts(ir: &Ir, ty: Option<TypeId>) -> Option<(&[i64], TypeId, Option<AttrId>)> {
    match ir.type_of(ty?) {
        Type::Tensor { shape, elem, encoding } => Some((shape, *elem, *encoding)),
        _ => None,
    }
}

// ---- collapse_shape, expand_shape ------------------------------------------------------------

/// The reassociation groups (the ODS check has made sure they are arrays of integers).
fn groups(ir: &Ir, op: OpId) -> Vec<Vec<i64>> {
    let Some(Attr::Array(gs)) = ir.op_attr(op, "reassociation").map(|a| ir.attr_of(a)) else {
        return Vec::new();
    };
    gs.iter()
        .map(|&g| match ir.attr_of(g) {
            Attr::Array(items) => items
                .iter()
                .filter_map(|&i| match ir.attr_of(i) {
                    Attr::Integer { value, .. } => Some(*value as i64),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

fn unranked(ir: &Ir, tys: &[Option<TypeId>]) -> Result<(), String> {
    for &t in tys.iter().flatten() {
        if matches!(ir.type_of(t), Type::UnrankedTensor(_)) {
            return Err(format!(
                "unsupported: unranked tensor type {} (MLIR 22 leaves it undefined)",
                quoted(ir, t)
            ));
        }
    }
    Ok(())
}

/// MLIR's checks shared by both reshapes; `expanded`/`collapsed` are the higher- and
/// lower-rank sides.
fn check_reassociation(ir: &Ir, op: OpId, expanded: TypeId, collapsed: TypeId) -> Result<(), String> {
    let gs = groups(ir, op);
    if gs.iter().any(|g| g.is_empty()) {
        return Err("reassociation indices must not be empty".to_string());
    }
    let (Some((eshape, _, _)), Some((cshape, _, _))) =
        (parts(ir, Some(expanded)), parts(ir, Some(collapsed)))
    else {
        return Ok(());
    };
    if eshape.len() < cshape.len() {
        return Err(format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            quoted(ir, expanded),
            quoted(ir, collapsed)
        ));
    }
    if cshape.len() != gs.len() {
        return Err(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            cshape.len(),
            gs.len()
        ));
    }
    if gs.is_empty() {
        return Ok(());
    }
    // MLIR turns the groups into affine maps over `max index + 1` dimensions (indices as
    // 32-bit unsigned positions).
    let num_dims = gs.iter().flatten().map(|&i| i as u32).max().unwrap_or(0).wrapping_add(1);
    if num_dims as usize != eshape.len() {
        return Err(format!(
            "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {num_dims}.",
            eshape.len()
        ));
    }
    let mut next = 0i64;
    for (i, g) in gs.iter().enumerate() {
        for &d in g {
            if d != next {
                return Err(format!("expected reassociation map #{i} to be valid and contiguous."));
            }
            next += 1;
        }
    }
    check_group_sizes(&gs, eshape, cshape)
}

fn check_group_sizes(gs: &[Vec<i64>], eshape: &[i64], cshape: &[i64]) -> Result<(), String> {
    for (i, g) in gs.iter().enumerate() {
        let dims: Vec<i64> = g.iter().map(|&d| eshape[d as usize]).collect();
        if dims.iter().any(|&d| d < 0) {
            if cshape[i] >= 0 {
                return Err(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                ));
            }
            continue;
        }
        let product = dims.iter().fold(1i64, |a, &d| a.saturating_mul(d));
        if cshape[i] != product {
            return Err(format!("expected dimension {i} of collapsed type to be static value of {product}"));
        }
    }
    Ok(())
}

/// The collapsed type the reassociation gives (ignoring encodings) must be `collapsed`.
fn check_collapsed_type(ir: &Ir, op: OpId, expanded: TypeId, collapsed: TypeId) -> Result<(), String> {
    let (Some((eshape, eelem, _)), Some((cshape, celem, _))) =
        (parts(ir, Some(expanded)), parts(ir, Some(collapsed)))
    else {
        return Ok(());
    };
    let inferred: Vec<i64> = groups(ir, op)
        .iter()
        .map(|g| {
            let dims: Vec<i64> = g.iter().map(|&d| eshape[d as usize]).collect();
            if dims.iter().any(|&d| d < 0) {
                DYNAMIC
            } else {
                dims.iter().fold(1i64, |a, &d| a.saturating_mul(d))
            }
        })
        .collect();
    if inferred != cshape || eelem != celem {
        return Err(format!(
            "expected collapsed type to be '{}', but got {}",
            tensor_text(ir, &inferred, eelem, None),
            quoted(ir, collapsed)
        ));
    }
    Ok(())
}

const REASSOC: (&str, Prop, bool) = ("reassociation", Prop::IndexLists, true);

/// `tensor.collapse_shape`
pub(super) fn collapse_shape(ir: &Ir, op: OpId) -> Result<(), String> {
    let spec = Ods {
        props: &[REASSOC],
        operands: &[(Kind::Tensor, ONE)],
        results: &[Kind::Tensor],
        regions: 0,
        single_block: None,
    };
    check(ir, op, &spec)?;
    let (Some(src), Some(res)) = (operand_ty(ir, op, 0), result_ty(ir, op)) else { return Ok(()) };
    unranked(ir, &[Some(src), Some(res)])?;
    check_reassociation(ir, op, src, res)?;
    check_collapsed_type(ir, op, src, res)
}

/// `tensor.expand_shape`
pub(super) fn expand_shape(ir: &Ir, op: OpId) -> Result<(), String> {
    let spec = Ods {
        props: &[REASSOC, ("static_output_shape", Prop::I64Array, true)],
        operands: &[(Kind::Tensor, ONE), (Kind::Index, MANY)],
        results: &[Kind::Tensor],
        regions: 0,
        single_block: None,
    };
    check(ir, op, &spec)?;
    let (Some(src), Some(res)) = (operand_ty(ir, op, 0), result_ty(ir, op)) else { return Ok(()) };
    unranked(ir, &[Some(src), Some(res)])?;
    let statics = dense_i64(ir, op, "static_output_shape").unwrap_or_default();
    let rank = parts(ir, Some(res)).map_or(0, |p| p.0.len());
    if statics.len() != rank {
        return Err(format!(
            "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
            statics.len()
        ));
    }
    let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
    let values = ir.op(op).operands.len() - 1;
    if dynamic != values {
        return Err(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
        ));
    }
    check_reassociation(ir, op, res, src)?;
    check_collapsed_type(ir, op, res, src)
}

// ---- reshape, concat -------------------------------------------------------------------------

/// `tensor.reshape`
pub(super) fn reshape(ir: &Ir, op: OpId) -> Result<(), String> {
    let spec = Ods {
        props: &[],
        operands: &[(Kind::Tensor, ONE), (Kind::ShapeTensor, ONE)],
        results: &[Kind::Tensor],
        regions: 0,
        single_block: None,
    };
    check(ir, op, &spec)?;
    let (Some(src), Some(res)) = (operand_ty(ir, op, 0), result_ty(ir, op)) else { return Ok(()) };
    if ir.type_of(src).elem() != ir.type_of(res).elem() {
        return Err("element types of source and destination tensor types should be the same".to_string());
    }
    let count = |t: TypeId| {
        parts(ir, Some(t)).and_then(|(s, _, _)| {
            s.iter().try_fold(1i64, |a, &d| if d < 0 { None } else { a.checked_mul(d) })
        })
    };
    if let (Some(a), Some(b)) = (count(src), count(res)) {
        if a != b {
            return Err("source and destination tensor should have the same number of elements".to_string());
        }
    }
    let Some((res_shape, _, _)) = parts(ir, Some(res)) else { return Ok(()) };
    let len = parts(ir, operand_ty(ir, op, 1)).map_or(DYNAMIC, |(s, _, _)| s[0]);
    if len == DYNAMIC {
        return Err(
            "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type"
                .to_string(),
        );
    }
    if len != res_shape.len() as i64 {
        return Err("length of shape operand differs from the result's tensor rank".to_string());
    }
    Ok(())
}

/// `tensor.concat`
pub(super) fn concat(ir: &Ir, op: OpId) -> Result<(), String> {
    let spec = Ods {
        props: &[("dim", Prop::I64, true)],
        operands: &[(Kind::Ranked, MANY)],
        results: &[Kind::Ranked],
        regions: 0,
        single_block: None,
    };
    check(ir, op, &spec)?;
    let inputs: Vec<(&[i64], TypeId, Option<AttrId>)> =
        ir.op(op).operands.iter().filter_map(|&v| parts(ir, Some(ir.value_type(v)))).collect();
    let Some((res_shape, res_elem, _)) = parts(ir, result_ty(ir, op)) else { return Ok(()) };
    if inputs.is_empty() {
        return Err("requires at least one input".to_string());
    }
    if inputs.iter().any(|i| i.0.len() != res_shape.len()) {
        return Err("rank of concatenated inputs must match result rank".to_string());
    }
    if inputs.iter().any(|i| i.1 != res_elem) {
        return Err("inputs and result element type must match".to_string());
    }
    let dim = match ir.op_attr(op, "dim").map(|a| ir.attr_of(a)) {
        Some(Attr::Integer { value, .. }) => *value,
        _ => 0,
    };
    if dim < 0 {
        return Err(format!("unsupported: negative concatenation dim {dim} (MLIR 22 crashes on it)"));
    }
    if dim >= res_shape.len() as i128 {
        return Err("concatenation dim must be less than the tensor rank".to_string());
    }
    let dim = dim as usize;
    let mut inferred = Vec::with_capacity(res_shape.len());
    for i in 0..res_shape.len() {
        let sizes = inputs.iter().map(|inp| inp.0[i]);
        if i == dim {
            let total =
                sizes.clone().try_fold(0i64, |a, d| if d < 0 { None } else { Some(a.saturating_add(d)) });
            inferred.push(total.unwrap_or(DYNAMIC));
            continue;
        }
        let mut known = DYNAMIC;
        for d in sizes.filter(|&d| d >= 0) {
            if known >= 0 && known != d {
                return Err(format!(
                    "static concatenation size mismatch along non-concatenated dimension {i}"
                ));
            }
            known = d;
        }
        inferred.push(known);
    }
    if inferred.iter().zip(res_shape).any(|(&e, &r)| e >= 0 && r >= 0 && e != r) {
        let res = result_ty(ir, op).map(|t| quoted(ir, t)).unwrap_or_default();
        let inferred = tensor_text(ir, &inferred, res_elem, None);
        return Err(format!("result type {res}does not match inferred shape '{inferred}' static sizes"));
    }
    Ok(())
}

// ---- gather, scatter -------------------------------------------------------------------------

/// The dims list of `gather`/`scatter` against the sliced tensor's rank and the indices.
fn check_dims(
    dims: &[i64],
    rank: usize,
    indices: Option<TypeId>,
    ir: &Ir,
    names: (&str, &str),
) -> Result<(), String> {
    let (attr, tensor) = names;
    if dims.is_empty() {
        return Err(format!("{attr} must be non-empty"));
    }
    if dims.len() > rank {
        return Err(format!("{attr} overflow {tensor} rank"));
    }
    let last = parts(ir, indices).and_then(|(s, _, _)| s.last().copied());
    if last != Some(dims.len() as i64) {
        return Err(format!("{attr} length must match the size of last dimension of indices"));
    }
    for (i, &d) in dims.iter().enumerate() {
        if d < 0 {
            return Err(format!("{attr} value must be non-negative"));
        }
        if d >= rank as i64 {
            return Err(format!("{attr} value must be smaller than {tensor} rank"));
        }
        if i > 0 && d <= dims[i - 1] {
            return Err(format!("{attr} values must be strictly increasing"));
        }
    }
    Ok(())
}

/// The type a gather produces (and a scatter consumes): the indices' leading dimensions,
/// then the sliced tensor's shape with the `dims` set to 1 (or dropped when `reduced`).
fn sliced_shape(ir: &Ir, indices: Option<TypeId>, shape: &[i64], dims: &[i64], reduced: bool) -> Vec<i64> {
    let idx = parts(ir, indices).map_or(&[][..], |(s, _, _)| s);
    let mut out: Vec<i64> = idx[..idx.len().saturating_sub(1)].to_vec();
    for (i, &d) in shape.iter().enumerate() {
        match (dims.contains(&(i as i64)), reduced) {
            (false, _) => out.push(d),
            (true, false) => out.push(1),
            (true, true) => {}
        }
    }
    out
}

/// `what type mismatch: expected '…' or its rank-reduced variant '…' (got: '…')` unless
/// `actual` is one of the two.
fn check_sliced(
    ir: &Ir,
    op: OpId,
    sliced: Option<TypeId>,
    actual: Option<TypeId>,
    dims: &[i64],
    what: &str,
) -> Result<(), String> {
    let (Some((shape, elem, enc)), Some(actual)) = (parts(ir, sliced), actual) else { return Ok(()) };
    let indices = operand_ty(ir, op, ir.op(op).operands.len() - 1);
    let full = sliced_shape(ir, indices, shape, dims, false);
    let reduced = sliced_shape(ir, indices, shape, dims, true);
    let is =
        |s: &[i64]| matches!(parts(ir, Some(actual)), Some((a, e, n)) if a == s && e == elem && n == enc);
    if is(&full) || is(&reduced) {
        return Ok(());
    }
    Err(format!(
        "{what} type mismatch: expected '{}' or its rank-reduced variant '{}' (got: {})",
        tensor_text(ir, &full, elem, enc),
        tensor_text(ir, &reduced, elem, enc),
        quoted(ir, actual)
    ))
}

/// `tensor.gather`
pub(super) fn gather(ir: &Ir, op: OpId) -> Result<(), String> {
    let spec = Ods {
        props: &[("gather_dims", Prop::I64Array, true), ("unique", Prop::Unit, false)],
        operands: &[(Kind::Ranked, ONE), (Kind::IndexTensor, ONE)],
        results: &[Kind::Ranked],
        regions: 0,
        single_block: None,
    };
    check(ir, op, &spec)?;
    let dims = dense_i64(ir, op, "gather_dims").unwrap_or_default();
    let src = operand_ty(ir, op, 0);
    let rank = parts(ir, src).map_or(0, |p| p.0.len());
    check_dims(&dims, rank, operand_ty(ir, op, 1), ir, ("gather_dims", "source"))?;
    check_sliced(ir, op, src, result_ty(ir, op), &dims, "result")
}

/// `tensor.scatter`
pub(super) fn scatter(ir: &Ir, op: OpId) -> Result<(), String> {
    let spec = Ods {
        props: &[("scatter_dims", Prop::I64Array, true), ("unique", Prop::Unit, false)],
        operands: &[(Kind::Ranked, ONE), (Kind::Ranked, ONE), (Kind::IndexTensor, ONE)],
        results: &[Kind::Ranked],
        regions: 0,
        single_block: None,
    };
    check(ir, op, &spec)?;
    let dims = dense_i64(ir, op, "scatter_dims").unwrap_or_default();
    let dest = operand_ty(ir, op, 1);
    let rank = parts(ir, dest).map_or(0, |p| p.0.len());
    check_dims(&dims, rank, operand_ty(ir, op, 2), ir, ("scatter_dims", "dest"))?;
    if ir.op_attr(op, "unique").is_none() {
        return Err("requires 'unique' attribute to be set".to_string());
    }
    check_sliced(ir, op, dest, operand_ty(ir, op, 0), &dims, "source")
}
