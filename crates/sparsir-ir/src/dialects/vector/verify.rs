//! The structural rules of the vector ops other than `print` and the transfers: operand
//! and result counts, required attributes, and a few type rules, with MLIR's messages.
//!
//! Why: an op written in the generic form can have any shape; the custom printer needs
//! the shape the op's syntax implies, and MLIR rejects any other one. The deeper rules of
//! MLIR's vector verifiers (shape arithmetic of broadcasts, contractions, …) are not
//! checked here.

use crate::attrs::{Attr, DenseValues};
use crate::dialects::arith::types::{check_counts, q, same_type_all};
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::types::{Type, DYNAMIC};

/// Operand count rule.
#[derive(Clone, Copy)]
enum N {
    /// Exactly this many.
    Exactly(usize),
    /// At least this many.
    AtLeast(usize),
}

/// `(operands, results, required attributes)` of an op.
fn rule(name: &str) -> Option<(N, usize, &'static [&'static str])> {
    Some(match name {
        "broadcast" | "shape_cast" => (N::Exactly(1), 1, &[]),
        "extract" => (N::AtLeast(1), 1, &["static_position"]),
        "insert" => (N::AtLeast(2), 1, &["static_position"]),
        "constant_mask" => (N::Exactly(0), 1, &["mask_dim_sizes"]),
        "create_mask" | "from_elements" => (N::AtLeast(0), 1, &[]),
        "step" => (N::Exactly(0), 1, &[]),
        "fma" => (N::Exactly(3), 1, &[]),
        "reduction" => (N::AtLeast(1), 1, &["kind"]),
        "shuffle" => (N::Exactly(2), 1, &["mask"]),
        "outerproduct" => (N::AtLeast(2), 1, &["kind"]),
        "contract" => (N::AtLeast(3), 1, &["indexing_maps", "iterator_types", "kind"]),
        "extract_strided_slice" => (N::Exactly(1), 1, &["offsets", "sizes", "strides"]),
        "insert_strided_slice" => (N::Exactly(2), 1, &["offsets", "strides"]),
        "load" => (N::AtLeast(1), 1, &[]),
        "store" => (N::AtLeast(2), 0, &[]),
        "maskedload" => (N::AtLeast(3), 1, &[]),
        "maskedstore" => (N::AtLeast(3), 0, &[]),
        _ => return None,
    })
}

/// Verifies a vector op by its rule.
pub(super) fn verify(ir: &Ir, op: OpId) -> Result<(), String> {
    let name = ir.op_name(op).strip_prefix("vector.").unwrap_or("");
    let Some((n, results, attrs)) = rule(name) else { return Ok(()) };
    let exact = match n {
        N::Exactly(k) => Some(k),
        N::AtLeast(_) => None,
    };
    check_counts(ir, op, exact, Some(results))?;
    let got = ir.op(op).operands.len();
    if let N::AtLeast(k) = n {
        if got < k {
            return Err(format!("expected {k} or more operands, but found {got}"));
        }
    }
    for a in attrs {
        if ir.op_attr(op, a).is_none() {
            return Err(format!("requires attribute '{a}'"));
        }
    }
    match name {
        "extract" => {
            positions(ir, op, 1)?;
            index_operands(ir, op, 1)?;
            extract_type(ir, op)
        }
        "insert" => {
            positions(ir, op, 2)?;
            index_operands(ir, op, 2)?;
            same_as_result(ir, op, 1, "failed to verify that all of {dest, result} have same type")
        }
        "load" | "store" | "maskedload" | "maskedstore" => memory(ir, op, name),
        "fma" => same_type_all(ir, op),
        "reduction" => {
            kind(ir, op)?;
            if ir.op(op).operands.len() > 2 {
                return Err(format!("expected 1 or 2 operands, but found {}", ir.op(op).operands.len()));
            }
            same_as_result(ir, op, 1, "failed to verify that dest and acc have the same type")
        }
        "outerproduct" => {
            kind(ir, op)?;
            outerproduct(ir, op)
        }
        "contract" => {
            if ir.op(op).operands.len() != 3 {
                return Err(format!("expected 3 operands, but found {}", ir.op(op).operands.len()));
            }
            kind(ir, op)?;
            same_as_result(ir, op, 2, "failed to verify that all of {acc, result} have same type")
        }
        "insert_strided_slice" => {
            same_as_result(ir, op, 1, "failed to verify that all of {dest, res} have same type")
        }
        "shuffle" => shuffle(ir, op),
        _ => result_kind(ir, op, name),
    }
}

fn vector_parts(ir: &Ir, ty: TypeId) -> Option<(&[i64], &[bool], TypeId)> {
    match ir.type_of(ty) {
        Type::Vector { shape, scalable, elem } => Some((shape, scalable, *elem)),
        _ => None,
    }
}

/// The result rules of the ops whose result type is written: kinds of vectors.
fn result_kind(ir: &Ir, op: OpId, name: &str) -> Result<(), String> {
    let o = ir.op(op);
    let r = ir.value_type(o.results[0]);
    let Some((shape, _, elem)) = vector_parts(ir, r) else {
        let what = match name {
            "create_mask" | "constant_mask" => "vector of 1-bit signless integer values",
            "step" => "vector of index values of ranks 1",
            _ => "vector of any type values",
        };
        return Err(format!("result #0 must be {what}, but got {}", q(ir, r)));
    };
    let elem_t = ir.type_of(elem);
    match name {
        "create_mask" | "constant_mask" => {
            if !elem_t.is_signless_int(1) {
                return Err(format!(
                    "result #0 must be vector of 1-bit signless integer values, but got {}",
                    q(ir, r)
                ));
            }
            if name == "create_mask" {
                index_operands(ir, op, 0)?;
                if o.operands.len() != shape.len() {
                    return Err("must specify an operand for each result vector dimension".into());
                }
            }
            Ok(())
        }
        "step" if !matches!(elem_t, Type::Index) || shape.len() != 1 => {
            Err(format!("result #0 must be vector of index values of ranks 1, but got {}", q(ir, r)))
        }
        "from_elements" => {
            let count: i64 = shape.iter().product();
            if o.operands.len() as i64 != count || o.operands.iter().any(|&v| ir.value_type(v) != elem) {
                return Err(
                    "failed to verify that shaped type 'dest' matches 'elements' element count and types"
                        .into(),
                );
            }
            Ok(())
        }
        "broadcast" | "shape_cast" => {
            let src = ir.value_type(o.operands[0]);
            if crate::dialects::arith::types::elem_or_self(ir, src) != elem {
                return Err("failed to verify that source operand and result have same element type".into());
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Operands from `first` on are `index` values.
fn index_operands(ir: &Ir, op: OpId, first: usize) -> Result<(), String> {
    for (i, &v) in ir.op(op).operands.iter().enumerate().skip(first) {
        let t = ir.value_type(v);
        if !matches!(ir.type_of(t), Type::Index) {
            return Err(format!("operand #{i} must be variadic of index, but got {}", q(ir, t)));
        }
    }
    Ok(())
}

/// Operand `i` has the result's type.
fn same_as_result(ir: &Ir, op: OpId, i: usize, msg: &str) -> Result<(), String> {
    let o = ir.op(op);
    match o.operands.get(i) {
        Some(&v) if ir.value_type(v) != ir.value_type(o.results[0]) => Err(msg.into()),
        _ => Ok(()),
    }
}

fn kind(ir: &Ir, op: OpId) -> Result<(), String> {
    let ok = matches!(ir.attr_of(ir.op_attr(op, "kind").expect("checked")), Attr::Opaque { dialect, body }
        if dialect == "vector" && body.strip_prefix("kind<").and_then(|b| b.strip_suffix('>'))
            .is_some_and(|k| super::compute::KINDS.contains(&k.trim())));
    if !ok {
        return Err("attribute 'kind' failed to satisfy constraint: Kind of combining function for contractions and reductions".into());
    }
    Ok(())
}

/// The result of `extract` is the source with the positioned dimensions dropped.
fn extract_type(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    let (src, res) = (ir.value_type(o.operands[0]), ir.value_type(o.results[0]));
    let Some((shape, scalable, elem)) = vector_parts(ir, src) else {
        return Err(format!("operand #0 must be vector of any type values, but got {}", q(ir, src)));
    };
    let n = match ir.op_attr(op, "static_position").map(|a| ir.attr_of(a)) {
        Some(Attr::DenseArray { values, .. }) => values.len(),
        _ => 0,
    };
    let ok = if n == shape.len() {
        res == elem
    } else {
        n < shape.len()
            && vector_parts(ir, res)
                .is_some_and(|(s, c, e)| s == &shape[n..] && c == &scalable[n..] && e == elem)
    };
    if !ok {
        return Err(format!("inferred type(s) do not match the return type {}", q(ir, res)));
    }
    Ok(())
}

fn outerproduct(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    if o.operands.len() > 3 {
        return Err(format!("expected 2 or 3 operands, but found {}", o.operands.len()));
    }
    let (a, b, r) = (ir.value_type(o.operands[0]), ir.value_type(o.operands[1]), ir.value_type(o.results[0]));
    let ok = match (vector_parts(ir, a), vector_parts(ir, b), vector_parts(ir, r)) {
        (Some((sa, ca, ea)), Some((sb, cb, _)), Some((sr, cr, er))) => {
            sa.len() == 1 && sb.len() == 1 && sr == [sa[0], sb[0]] && cr == [ca[0], cb[0]] && er == ea
        }
        (Some(_), None, _) => a == r,
        _ => false,
    };
    if !ok {
        return Err("expected 2-d vector result".into());
    }
    same_as_result(ir, op, 2, "expected operand #3 of same type as result type")
}

fn shuffle(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    let (a, b, r) = (ir.value_type(o.operands[0]), ir.value_type(o.operands[1]), ir.value_type(o.results[0]));
    let mask = match ir.op_attr(op, "mask").map(|m| ir.attr_of(m)) {
        Some(Attr::DenseArray { values, .. }) => values.len() as i64,
        _ => return Err("attribute 'mask' failed to satisfy constraint: i64 dense array attribute".into()),
    };
    let ok = match (vector_parts(ir, a), vector_parts(ir, b), vector_parts(ir, r)) {
        (Some((sa, _, ea)), Some((sb, _, eb)), Some((sr, cr, er))) => {
            ea == eb
                && er == ea
                && sa.get(1..) == sb.get(1..)
                && sr.first() == Some(&mask)
                && sr.get(1..) == sa.get(1..)
                && !cr.first().copied().unwrap_or(false)
        }
        _ => false,
    };
    if !ok {
        return Err("mask length mismatch".into());
    }
    Ok(())
}

/// Loads and stores: a memref base and `index` indices, one per dimension.
fn memory(ir: &Ir, op: OpId, name: &str) -> Result<(), String> {
    let o = ir.op(op);
    let base = usize::from(name == "store");
    let bt = ir.value_type(o.operands[base]);
    if !matches!(ir.type_of(bt), Type::MemRef { .. }) {
        return Err(format!("operand #{base} must be memref of any type values, but got {}", q(ir, bt)));
    }
    indices(ir, op, name)?;
    let extra = if name.starts_with("masked") { 2 } else { 0 };
    for (i, &v) in o.operands.iter().enumerate().take(o.operands.len() - extra).skip(base + 1) {
        let t = ir.value_type(v);
        if !matches!(ir.type_of(t), Type::Index) {
            return Err(format!("operand #{i} must be variadic of index, but got {}", q(ir, t)));
        }
    }
    if name == "maskedload" && ir.value_type(o.operands[o.operands.len() - 1]) != ir.value_type(o.results[0])
    {
        return Err("failed to verify that all of {pass_thru, result} have same type".into());
    }
    Ok(())
}

/// The dynamic positions of `extract` / `insert` match the static ones' markers.
fn positions(ir: &Ir, op: OpId, fixed: usize) -> Result<(), String> {
    let Some(Attr::DenseArray { values: DenseValues::Int(v), .. }) =
        ir.op_attr(op, "static_position").map(|a| ir.attr_of(a))
    else {
        return Err(
            "attribute 'static_position' failed to satisfy constraint: i64 dense array attribute".into()
        );
    };
    let markers = v.iter().filter(|&&x| x == DYNAMIC as i128).count();
    let dynamic = ir.op(op).operands.len() - fixed;
    if markers != dynamic {
        return Err(
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic \
                    position) -- this can only happen due to an incorrect fold/rewrite"
                .into(),
        );
    }
    Ok(())
}

/// The number of indices of a load or store is the memref's rank.
fn indices(ir: &Ir, op: OpId, name: &str) -> Result<(), String> {
    let o = ir.op(op);
    let base = usize::from(name == "store");
    let rank = ir.type_of(ir.value_type(o.operands[base])).shape().map_or(0, <[i64]>::len);
    let extra = match name {
        "maskedload" | "maskedstore" => 2,
        _ => 0,
    };
    if o.operands.len() != base + 1 + rank + extra {
        return Err(format!("requires {rank} indices"));
    }
    Ok(())
}
