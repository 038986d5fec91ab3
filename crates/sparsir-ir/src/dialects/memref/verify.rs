//! Verifiers of the memref ops, with MLIR 22's messages.
//!
//! Why: an `alloc` whose dynamic sizes do not match its type, a `load` with the wrong
//! number of indices, an incompatible `cast`: MLIR rejects them after parsing, and so do
//! we, with the same words. Only the rules that need no layout inference are checked.

use crate::attrs::Attr;
use crate::dialects::mixed::op_dense;
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::types::{Type, DYNAMIC};

type VResult = Result<(), String>;

fn quoted(ir: &Ir, ty: TypeId) -> String {
    format!("'{}'", crate::printer::type_to_string(ir, ty))
}

fn memref_shape(ir: &Ir, ty: TypeId) -> Option<&[i64]> {
    match ir.type_of(ty) {
        Type::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

pub(super) fn verify_alloc(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let [res] = o.results[..] else { return Err("requires one result".into()) };
    let ty = ir.value_type(res);
    let Type::MemRef { shape, layout, .. } = ir.type_of(ty) else {
        return Err(format!("result #0 must be memref of any type values, but got {}", quoted(ir, ty)));
    };
    if let Some(a) = ir.op_attr(op, "alignment") {
        if !matches!(ir.attr_of(a), Attr::Integer { value, .. } if *value > 0 && (*value & (*value - 1)) == 0)
        {
            return Err(
                "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute \
                        whose value is positive and whose value is a power of two > 0"
                    .into(),
            );
        }
    }
    let (dynamic, symbols) = match crate::dialects::mixed::segments(ir, op).as_deref() {
        Some([d, s]) => (d.len(), s.len()),
        _ => (o.operands.len(), 0),
    };
    let want = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic != want {
        return Err(format!("incorrect number of dynamic sizes, has {dynamic}, expected {want}"));
    }
    let syms = match layout.map(|l| ir.attr_of(l)) {
        Some(Attr::AffineMap(m)) => m.num_syms as usize,
        _ => 0,
    };
    if symbols != syms {
        return Err(format!(
            "symbol operand count does not equal memref symbol count: expected {syms}, got {symbols}"
        ));
    }
    Ok(())
}

pub(super) fn verify_load(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let Some((&m, idx)) = o.operands.split_first() else { return Ok(()) };
    match memref_shape(ir, ir.value_type(m)) {
        Some(shape) if shape.len() != idx.len() => Err(format!(
            "incorrect number of indices for load, expected {} but got {}",
            shape.len(),
            idx.len()
        )),
        _ => Ok(()),
    }
}

pub(super) fn verify_store(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let Some(&m) = o.operands.get(1) else { return Ok(()) };
    match memref_shape(ir, ir.value_type(m)) {
        Some(shape) if shape.len() != o.operands.len() - 2 => {
            Err("store index operand count not equal to memref rank".into())
        }
        _ => Ok(()),
    }
}

/// Strides and offset of a ranked memref type (identity layouts computed from the shape;
/// `None` for affine-map layouts).
fn strides_of(ir: &Ir, ty: &Type) -> Option<(Vec<i64>, i64)> {
    let Type::MemRef { shape, layout, .. } = ty else { return None };
    match layout.map(|l| ir.attr_of(l)) {
        Some(Attr::Strided { strides, offset }) => Some((strides.clone(), *offset)),
        Some(Attr::AffineMap(m))
            if m.as_permutation().is_some_and(|p| p.iter().enumerate().all(|(i, &v)| i == v as usize)) =>
        {
            strides_of(
                ir,
                &Type::MemRef { shape: shape.clone(), elem: ty.elem()?, layout: None, memory_space: None },
            )
        }
        Some(_) => None,
        None => {
            let mut strides = vec![0; shape.len()];
            let mut running = 1i64;
            for i in (0..shape.len()).rev() {
                strides[i] = running;
                running = if running == DYNAMIC || shape[i] == DYNAMIC {
                    DYNAMIC
                } else {
                    running.saturating_mul(shape[i])
                };
            }
            Some((strides, 0))
        }
    }
}

fn compatible_dim(a: i64, b: i64) -> bool {
    a == b || a == DYNAMIC || b == DYNAMIC
}

fn cast_compatible(ir: &Ir, a: TypeId, b: TypeId) -> bool {
    let (ta, tb) = (ir.type_of(a), ir.type_of(b));
    let space = |t: &Type| match t {
        Type::MemRef { memory_space, .. } | Type::UnrankedMemRef { memory_space, .. } => *memory_space,
        _ => None,
    };
    if !ta.is_memref() || !tb.is_memref() || ta.elem() != tb.elem() || space(ta) != space(tb) {
        return false;
    }
    match (ta, tb) {
        (Type::UnrankedMemRef { .. }, Type::UnrankedMemRef { .. }) => false,
        (Type::MemRef { shape: sa, layout: la, .. }, Type::MemRef { shape: sb, layout: lb, .. }) => {
            if sa.len() != sb.len() || !sa.iter().zip(sb).all(|(&x, &y)| compatible_dim(x, y)) {
                return false;
            }
            if la == lb {
                return true;
            }
            match (strides_of(ir, ta), strides_of(ir, tb)) {
                (Some((s1, o1)), Some((s2, o2))) => {
                    compatible_dim(o1, o2) && s1.iter().zip(&s2).all(|(&x, &y)| compatible_dim(x, y))
                }
                _ => false,
            }
        }
        _ => true,
    }
}

pub(super) fn verify_cast(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else { return Ok(()) };
    let (a, b) = (ir.value_type(src), ir.value_type(res));
    if !cast_compatible(ir, a, b) {
        return Err(format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ir, a),
            quoted(ir, b)
        ));
    }
    Ok(())
}

pub(super) fn verify_copy(ir: &Ir, op: OpId) -> VResult {
    let [a, b] = ir.op(op).operands[..] else { return Ok(()) };
    let (ta, tb) = (ir.type_of(ir.value_type(a)), ir.type_of(ir.value_type(b)));
    if ta.elem() != tb.elem() {
        return Err("requires the same element type for all operands".into());
    }
    if let (Some(sa), Some(sb)) = (ta.shape(), tb.shape()) {
        if sa.len() != sb.len() || !sa.iter().zip(sb).all(|(&x, &y)| compatible_dim(x, y)) {
            return Err("requires the same shape for all operands".into());
        }
    }
    Ok(())
}

/// The rank checks of ops with offsets, sizes and strides.
fn check_mixed_ranks(ir: &Ir, op: OpId, source_rank: Option<usize>, subview: bool) -> VResult {
    let lists: Vec<Vec<i64>> = ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .map(|k| op_dense(ir, op, k).unwrap_or_default())
        .collect();
    // Operand groups: source, offsets, sizes, strides.
    let groups = crate::dialects::mixed::segments(ir, op).unwrap_or_default();
    for (i, name) in ["offsets", "sizes", "strides"].into_iter().enumerate() {
        let dynamic = lists[i].iter().filter(|&&v| v == DYNAMIC).count();
        let values = groups.get(i + 1).map_or(0, Vec::len);
        if values != dynamic {
            return Err(crate::verify::bare(format!(
                "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({values} vs {dynamic})"
            )));
        }
    }
    if lists[0].len() != lists[1].len() && subview {
        let (a, b) = (lists[0].len(), lists[1].len());
        return Err(format!("expected mixed offsets rank to match mixed sizes rank ({a} vs {b}) so the rank of the result type is well-formed."));
    }
    if lists[1].len() != lists[2].len() {
        let (a, b) = (lists[1].len(), lists[2].len());
        return Err(format!("expected mixed sizes rank to match mixed strides rank ({a} vs {b}) so the rank of the result type is well-formed."));
    }
    if subview {
        if let Some(rank) = source_rank {
            for (what, l) in ["offset", "size", "stride"].iter().zip(&lists) {
                if l.len() != rank {
                    return Err(format!("expected {rank} {what} values, got {}", l.len()));
                }
            }
        }
    }
    Ok(())
}

pub(super) fn verify_subview(ir: &Ir, op: OpId) -> VResult {
    let rank = ir.op(op).operands.first().and_then(|&s| memref_shape(ir, ir.value_type(s))).map(|s| s.len());
    check_mixed_ranks(ir, op, rank, true)
}

pub(super) fn verify_reinterpret_cast(ir: &Ir, op: OpId) -> VResult {
    check_mixed_ranks(ir, op, None, false)?;
    let Some(&res) = ir.op(op).results.first() else { return Ok(()) };
    let sizes = op_dense(ir, op, "static_sizes").unwrap_or_default();
    if let Some(shape) = memref_shape(ir, ir.value_type(res)) {
        if shape.len() != sizes.len() {
            return Err(format!(
                "expected result type rank {} to match number of sizes {}",
                shape.len(),
                sizes.len()
            ));
        }
        for (i, (&d, &s)) in shape.iter().zip(&sizes).enumerate() {
            if s != DYNAMIC && d != s {
                return Err(format!("expected result type with size = {s} instead of {d} in dim = {i}"));
            }
        }
    }
    Ok(())
}

pub(super) fn verify_collapse(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else { return Ok(()) };
    let (Some(from), Some(to)) = (memref_shape(ir, ir.value_type(src)), memref_shape(ir, ir.value_type(res)))
    else {
        return Ok(());
    };
    let Some(Attr::Array(groups)) = ir.op_attr(op, "reassociation").map(|a| ir.attr_of(a)) else {
        return Ok(());
    };
    if groups.len() != to.len() {
        return Err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            to.len()
        ));
    }
    for (g, &want) in groups.iter().zip(to) {
        let Attr::Array(items) = ir.attr_of(*g) else { continue };
        let mut size = 1i64;
        for &it in items {
            let Attr::Integer { value, .. } = ir.attr_of(it) else { continue };
            match usize::try_from(*value).ok().and_then(|i| from.get(i)) {
                Some(&d) if d != DYNAMIC && size != DYNAMIC => size = size.saturating_mul(d),
                _ => size = DYNAMIC,
            }
        }
        if size != DYNAMIC && want != DYNAMIC && size != want {
            return Err(format!("collapsed dim size ({want}) must equal reassociation group size ({size})"));
        }
    }
    Ok(())
}

/// The `memref.global` named `name` in the nearest enclosing module.
fn find_global(ir: &Ir, op: OpId, name: &str) -> Option<OpId> {
    let mut cur = ir.parent_op(op);
    while let Some(c) = cur {
        if ir.op_name(c) == "builtin.module" {
            let r = *ir.op(c).regions.first()?;
            let b = *ir.region(r).blocks.first()?;
            return ir.block(b).ops.iter().copied().find(|&g| {
                ir.op_name(g) == "memref.global"
                    && matches!(ir.op_attr(g, "sym_name").map(|a| ir.attr_of(a)), Some(Attr::String { value, .. }) if value == name)
            });
        }
        cur = ir.parent_op(c);
    }
    None
}

pub(super) fn verify_get_global(ir: &Ir, op: OpId) -> VResult {
    let Some(Attr::SymbolRef(path)) = ir.op_attr(op, "name").map(|a| ir.attr_of(a)) else { return Ok(()) };
    let name = path.join("::");
    let Some(g) = find_global(ir, op, &name) else {
        return Err(format!("'{name}' does not reference a valid global memref"));
    };
    let (Some(&res), Some(Attr::Type(gty))) =
        (ir.op(op).results.first(), ir.op_attr(g, "type").map(|a| ir.attr_of(a)))
    else {
        return Ok(());
    };
    let rty = ir.value_type(res);
    if rty != *gty {
        return Err(format!(
            "result type {} does not match type {} of the global memref @{name}",
            quoted(ir, rty),
            quoted(ir, *gty)
        ));
    }
    Ok(())
}

/// `arith::AtomicRMWKind` cases by integer value that need a float (`true`) or an
/// integer (`false`) value; `assign` (3) takes either.
fn rmw_wants_float(kind: i128) -> Option<bool> {
    match kind {
        0 | 4 | 5 | 8 | 9 | 12 => Some(true),
        3 => None,
        _ => Some(false),
    }
}

pub(super) fn verify_atomic_rmw(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    if o.operands.len() < 2 {
        return Err(format!("expected 2 or more operands, but found {}", o.operands.len()));
    }
    if o.results.len() != 1 {
        return Err("requires one result".into());
    }
    let value_ty = ir.value_type(o.operands[0]);
    let Type::MemRef { shape, elem, .. } = ir.type_of(ir.value_type(o.operands[1])) else {
        return Err(format!(
            "operand #1 must be memref of any type values, but got {}",
            quoted(ir, ir.value_type(o.operands[1]))
        ));
    };
    if *elem != value_ty {
        return Err("failed to verify that value type matches element type of memref".into());
    }
    if ir.value_type(o.results[0]) != value_ty {
        return Err("failed to verify that result type matches element type of memref".into());
    }
    if o.operands.len() - 2 != shape.len() {
        return Err("expects the number of subscripts to be equal to memref rank".into());
    }
    let kind = match ir.op_attr(op, "kind").map(|a| ir.attr_of(a)) {
        Some(Attr::Integer { value, .. }) => *value,
        _ => return Ok(()),
    };
    let name = usize::try_from(kind).ok().and_then(|k| super::misc::RMW_KINDS.get(k)).copied().unwrap_or("?");
    match rmw_wants_float(kind) {
        Some(true) if !ir.type_of(value_ty).is_float() => {
            Err(format!("with kind '{name}' expects a floating-point type"))
        }
        Some(false) if !ir.type_of(value_ty).is_integer() => {
            Err(format!("with kind '{name}' expects an integer type"))
        }
        _ => Ok(()),
    }
}

pub(super) fn verify_global(ir: &Ir, op: OpId) -> VResult {
    let Some(ty) = ir.op_attr(op, "type") else { return Ok(()) };
    let Attr::Type(ty) = ir.attr_of(ty) else { return Ok(()) };
    let Type::MemRef { shape, .. } = ir.type_of(*ty) else {
        return Err("attribute 'type' failed to satisfy constraint: memref type attribute".into());
    };
    let Some(init) = ir.op_attr(op, "initial_value") else { return Ok(()) };
    match ir.attr_of(init) {
        Attr::Unit => Ok(()),
        Attr::DenseElements { ty: ety, .. }
        | Attr::SparseElements { ty: ety, .. }
        | Attr::DenseResource { ty: ety, .. } => {
            let init_shape = match ir.type_of(*ety) {
                Type::Tensor { shape, .. } | Type::Vector { shape, .. } => shape.as_slice(),
                _ => return Ok(()),
            };
            if init_shape != shape.as_slice() {
                let text = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("x");
                return Err(format!(
                    "initial value shape expected to be {} but was {}",
                    text(shape),
                    text(init_shape)
                ));
            }
            Ok(())
        }
        _ => Err(format!(
            "initial value should be a unit or elements attribute, but got {}",
            crate::printer::attr_to_string(ir, init)
        )),
    }
}

pub(super) fn verify_expand(ir: &Ir, op: OpId) -> VResult {
    let shape = op_dense(ir, op, "static_output_shape").unwrap_or_default();
    let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
    let values = ir.op(op).operands.len().saturating_sub(1);
    if dynamic != values {
        return Err(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
        ));
    }
    Ok(())
}
