//! `vector.load` / `vector.store` and `vector.transfer_read` / `vector.transfer_write`.
//!
//! Why: the ops that move vectors between memrefs (or tensors) and values. The transfers
//! store a permutation map and `in_bounds` flags that the custom form elides when they
//! are the defaults (the minor identity map, all out of bounds); parsing puts the
//! defaults back, as MLIR does, so both forms give the same op.

use crate::attrs::{AffineMap, Attr, DenseValues};
use crate::dialects::arith::forms::parse_attr_dict;
use crate::dialects::arith::types::q;
use crate::ids::{AttrId, OpId, TypeId, ValueId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OpState, OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type};
use sparsir_storage::encoding::affine::AffineExpr;

const TRANSFER_PROPS: &[&str] = &["permutation_map", "in_bounds", "operandSegmentSizes"];

fn parse_indexed(p: &mut Parser<'_>) -> PResult<(OperandRef, Vec<OperandRef>)> {
    let base = p.parse_operand()?;
    p.expect(Tok::LSquare, "[")?;
    let indices = p.parse_operand_list()?;
    p.expect(Tok::RSquare, "]")?;
    Ok((base, indices))
}

fn print_indexed(p: &mut Printer<'_>, base: ValueId, indices: &[ValueId]) {
    p.operand(base);
    p.w("[");
    p.operands(indices);
    p.w("]");
}

fn resolve_indices(p: &mut Parser<'_>, refs: &[OperandRef]) -> PResult<Vec<ValueId>> {
    let idx = p.ir.ty(Type::Index);
    p.resolve_operands_same(refs, idx)
}

/// `vector.load %base[%i, …] attr-dict : M, V`.
pub(super) fn parse_load(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (base, indices) = parse_indexed(p)?;
    parse_attr_dict(p, st, &["nontemporal", "alignment"])?;
    let mt = p.parse_colon_type()?;
    p.expect(Tok::Comma, ",")?;
    let vt = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&base, mt)?];
    st.operands.extend(resolve_indices(p, &indices)?);
    st.result_types = vec![vt];
    Ok(())
}

pub(super) fn print_load(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(&base), Some(&r)) = (o.operands.first(), o.results.first()) else { return };
    p.w(" ");
    print_indexed(p, base, &o.operands[1..]);
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.types(&[ir.value_type(base), ir.value_type(r)]);
}

/// `vector.store %v, %base[%i, …] attr-dict : M, V`.
pub(super) fn parse_store(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let (base, indices) = parse_indexed(p)?;
    parse_attr_dict(p, st, &["nontemporal", "alignment"])?;
    let mt = p.parse_colon_type()?;
    p.expect(Tok::Comma, ",")?;
    let vt = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&v, vt)?, p.resolve_operand(&base, mt)?];
    st.operands.extend(resolve_indices(p, &indices)?);
    Ok(())
}

pub(super) fn print_store(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    if o.operands.len() < 2 {
        return;
    }
    p.w(" ");
    p.operand(o.operands[0]);
    p.w(", ");
    print_indexed(p, o.operands[1], &o.operands[2..]);
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.types(&[ir.value_type(o.operands[1]), ir.value_type(o.operands[0])]);
}

/// Rank of a shaped type (0 for others) and its element type.
fn rank_elem(ir: &Ir, ty: TypeId) -> (usize, TypeId) {
    let t = ir.type_of(ty);
    (t.shape().map_or(0, <[i64]>::len), t.elem().unwrap_or(ty))
}

/// The default permutation map: the minor identity from the source's rank to the
/// vector's (minus the rank of a vector element type); `None` when the vector has the
/// higher rank.
fn minor_identity(ir: &Ir, source: TypeId, vector: TypeId) -> Option<AffineMap> {
    let (src_rank, elem) = rank_elem(ir, source);
    let elem_rank = match ir.type_of(elem) {
        Type::Vector { shape, .. } => shape.len(),
        _ => 0,
    };
    let k = rank_elem(ir, vector).0.checked_sub(elem_rank)?;
    let first = src_rank.checked_sub(k)?;
    let exprs = (first..src_rank).map(|d| AffineExpr::Var(d as u32)).collect();
    Some(AffineMap { num_dims: src_rank as u32, num_syms: 0, exprs })
}

/// The mask type MLIR infers: the vector's shape permuted back to source order, `i1`.
fn mask_shape(ir: &Ir, vector: TypeId, map: &AffineMap) -> (Vec<i64>, Vec<bool>) {
    let (shape, scalable) = match ir.type_of(vector) {
        Type::Vector { shape, scalable, .. } => (shape.clone(), scalable.clone()),
        _ => (Vec::new(), Vec::new()),
    };
    let mut used: Vec<(u32, usize)> = map
        .exprs
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            AffineExpr::Var(d) => Some((*d, i)),
            _ => None,
        })
        .collect();
    used.sort();
    let mask_shape = used.iter().map(|&(_, i)| shape.get(i).copied().unwrap_or(1)).collect();
    let mask_scalable = used.iter().map(|&(_, i)| scalable.get(i).copied().unwrap_or(false)).collect();
    (mask_shape, mask_scalable)
}

fn mask_type(p: &mut Parser<'_>, vector: TypeId, map: &AffineMap) -> TypeId {
    let (shape, scalable) = mask_shape(&p.ir, vector, map);
    let i1 = p.ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless });
    p.ir.ty(Type::Vector { shape, scalable, elem: i1 })
}

fn i32_array(p: &mut Parser<'_>, values: &[usize]) -> AttrId {
    let elem = p.ir.ty(Type::Integer { width: 32, signedness: Signedness::Signless });
    let values = DenseValues::Int(values.iter().map(|&v| v as i128).collect());
    p.ir.attr(Attr::DenseArray { elem, values })
}

/// Fills in the default map and `in_bounds`, and returns the map in effect.
fn transfer_defaults(
    p: &mut Parser<'_>,
    st: &mut OpState,
    source: TypeId,
    vector: TypeId,
    pos: u32,
) -> PResult<AffineMap> {
    let key = p.ir.intern("permutation_map");
    let given = st.props.iter().find(|(k, _)| *k == key).map(|&(_, a)| p.ir.attr_of(a).clone());
    let map = match given {
        Some(Attr::AffineMap(m)) => m,
        Some(_) => return Err(p.op_error_at(pos, "unsupported: a permutation_map that is not an affine map")),
        None => {
            let Some(m) = minor_identity(&p.ir, source, vector) else {
                let msg = "expected a custom permutation_map when rank(source) != rank(destination)";
                return Err(p.op_error_at(pos, msg));
            };
            let a = p.ir.attr(Attr::AffineMap(m.clone()));
            p.add_prop(st, "permutation_map", a);
            m
        }
    };
    let key = p.ir.intern("in_bounds");
    if !st.props.iter().any(|(k, _)| *k == key) {
        let f = p.ir.attr(Attr::Bool(false));
        let a = p.ir.attr(Attr::Array(vec![f; map.exprs.len()]));
        p.add_prop(st, "in_bounds", a);
    }
    Ok(map)
}

/// `vector.transfer_read %src[%i, …], %pad [, %mask] attr-dict : S, V`.
pub(super) fn parse_transfer_read(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (src, indices) = parse_indexed(p)?;
    p.expect(Tok::Comma, ",")?;
    let pad = p.parse_operand()?;
    let mask = if p.eat(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    parse_attr_dict(p, st, TRANSFER_PROPS)?;
    let pos = p.pos();
    let st_ty = p.parse_colon_type()?;
    p.expect(Tok::Comma, ",")?;
    let vt = p.parse_type()?;
    let map = transfer_defaults(p, st, st_ty, vt, pos)?;
    let elem = rank_elem(&p.ir, st_ty).1;
    st.operands = vec![p.resolve_operand(&src, st_ty)?];
    st.operands.extend(resolve_indices(p, &indices)?);
    st.operands.push(p.resolve_operand(&pad, elem)?);
    if let Some(m) = &mask {
        let mt = mask_type(p, vt, &map);
        st.operands.push(p.resolve_operand(m, mt)?);
    }
    let seg = i32_array(p, &[1, indices.len(), 1, usize::from(mask.is_some())]);
    p.add_prop(st, "operandSegmentSizes", seg);
    st.result_types = vec![vt];
    Ok(())
}

/// `vector.transfer_write %v, %dst[%i, …] [, %mask] attr-dict : V, D` (a result of type
/// `D` when `D` is a tensor).
pub(super) fn parse_transfer_write(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let (dst, indices) = parse_indexed(p)?;
    let mask = if p.eat(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    parse_attr_dict(p, st, TRANSFER_PROPS)?;
    let pos = p.pos();
    let vt = p.parse_colon_type()?;
    p.expect(Tok::Comma, ",")?;
    let dt = p.parse_type()?;
    let map = transfer_defaults(p, st, dt, vt, pos)?;
    st.operands = vec![p.resolve_operand(&v, vt)?, p.resolve_operand(&dst, dt)?];
    st.operands.extend(resolve_indices(p, &indices)?);
    if let Some(m) = &mask {
        let mt = mask_type(p, vt, &map);
        st.operands.push(p.resolve_operand(m, mt)?);
    }
    let seg = i32_array(p, &[1, 1, indices.len(), usize::from(mask.is_some())]);
    p.add_prop(st, "operandSegmentSizes", seg);
    if p.ir.type_of(dt).is_tensor() {
        st.result_types = vec![dt];
    }
    Ok(())
}

/// The operand segments of a transfer op, if well-formed.
fn segments(ir: &Ir, op: OpId) -> Option<[usize; 4]> {
    let a = ir.op_attr(op, "operandSegmentSizes")?;
    let Attr::DenseArray { values: DenseValues::Int(v), .. } = ir.attr_of(a) else { return None };
    let v: Vec<usize> = v.iter().map(|&x| usize::try_from(x).ok()).collect::<Option<_>>()?;
    let seg: [usize; 4] = v.try_into().ok()?;
    let read = ir.op_name(op) == "vector.transfer_read";
    let single = seg[0] == 1 && (if read { seg[2] } else { seg[1] }) == 1 && seg[3] <= 1;
    (single && seg.iter().sum::<usize>() == ir.op(op).operands.len()).then_some(seg)
}

/// The attributes the custom form leaves out: defaults and the segment sizes.
fn transfer_elided(ir: &Ir, op: OpId, source: TypeId, vector: TypeId) -> Vec<&'static str> {
    let mut elided = vec!["operandSegmentSizes"];
    let map = ir.op_attr(op, "permutation_map").map(|a| ir.attr_of(a));
    if let (Some(Attr::AffineMap(m)), Some(d)) = (map, minor_identity(ir, source, vector)) {
        if *m == d {
            elided.push("permutation_map");
        }
    }
    if let Some(Attr::Array(items)) = ir.op_attr(op, "in_bounds").map(|a| ir.attr_of(a)) {
        if items.iter().all(|&b| matches!(ir.attr_of(b), Attr::Bool(false))) {
            elided.push("in_bounds");
        }
    }
    elided
}

pub(super) fn print_transfer_read(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(seg), Some(&r)) = (segments(ir, op), o.results.first()) else {
        p.malformed();
        return;
    };
    p.w(" ");
    print_indexed(p, o.operands[0], &o.operands[1..1 + seg[1]]);
    p.w(", ");
    p.operands(&o.operands[1 + seg[1]..]);
    let (st, vt) = (ir.value_type(o.operands[0]), ir.value_type(r));
    p.attr_dict(op, &transfer_elided(ir, op, st, vt));
    p.w(" : ");
    p.types(&[st, vt]);
}

pub(super) fn print_transfer_write(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let Some(seg) = segments(ir, op) else {
        p.malformed();
        return;
    };
    p.w(" ");
    p.operand(o.operands[0]);
    p.w(", ");
    print_indexed(p, o.operands[1], &o.operands[2..2 + seg[2]]);
    if seg[3] == 1 {
        p.w(", ");
        p.operands(&o.operands[2 + seg[2]..]);
    }
    let (vt, dt) = (ir.value_type(o.operands[0]), ir.value_type(o.operands[1]));
    p.attr_dict(op, &transfer_elided(ir, op, dt, vt));
    p.w(" : ");
    p.types(&[vt, dt]);
}

/// A few of MLIR's rules for the transfers: index count, map and `in_bounds` ranks.
pub(super) fn verify_transfer(ir: &Ir, op: OpId) -> Result<(), String> {
    let Some(seg) = segments(ir, op) else {
        return Err("operand count does not match the operandSegmentSizes attribute".into());
    };
    let o = ir.op(op);
    let read = ir.op_name(op) == "vector.transfer_read";
    let (source, nidx) = if read { (o.operands[0], seg[1]) } else { (o.operands[1], seg[2]) };
    let results = usize::from(read || ir.type_of(ir.value_type(source)).is_tensor());
    if o.results.len() != results || !o.regions.is_empty() || !o.successors.is_empty() {
        return Err(if results == 1 { "requires one result" } else { "requires zero results" }.into());
    }
    let rank = rank_elem(ir, ir.value_type(source)).0;
    if nidx != rank {
        return Err(format!("requires {rank} indices"));
    }
    let Some(Attr::AffineMap(map)) = ir.op_attr(op, "permutation_map").map(|a| ir.attr_of(a)) else {
        return Err("requires attribute 'permutation_map'".into());
    };
    if map.num_dims as usize != rank {
        return Err("requires a permutation_map with input dims of the same rank as the source type".into());
    }
    if let Some(Attr::Array(items)) = ir.op_attr(op, "in_bounds").map(|a| ir.attr_of(a)) {
        if items.len() != map.exprs.len() {
            let mut text = String::from("affine_map<");
            let mut pr = Printer::new(ir, Default::default());
            pr.affine_map_body(map);
            text.push_str(&pr.finish());
            return Err(format!(
                "expects the in_bounds attr of same rank as permutation_map results: {text}> vs inBounds of size: {}",
                items.len()
            ));
        }
    }
    transfer_types(ir, op, seg, map)
}

/// The operand types the custom form implies: indices, padding, mask, result.
fn transfer_types(ir: &Ir, op: OpId, seg: [usize; 4], map: &AffineMap) -> Result<(), String> {
    let o = ir.op(op);
    let read = ir.op_name(op) == "vector.transfer_read";
    let (source, first_index) = if read { (o.operands[0], 1) } else { (o.operands[1], 2) };
    let nidx = if read { seg[1] } else { seg[2] };
    for (i, &v) in o.operands.iter().enumerate().skip(first_index).take(nidx) {
        if !matches!(ir.type_of(ir.value_type(v)), Type::Index) {
            return Err(format!(
                "operand #{i} must be variadic of index, but got {}",
                q(ir, ir.value_type(v))
            ));
        }
    }
    let st = ir.value_type(source);
    let vector = if read { ir.value_type(o.results[0]) } else { ir.value_type(o.operands[0]) };
    if !matches!(ir.type_of(vector), Type::Vector { .. }) {
        return Err(format!("vector must be a vector type, but got {}", q(ir, vector)));
    }
    if read && ir.value_type(o.operands[1 + nidx]) != rank_elem(ir, st).1 {
        return Err("requires formal padding and source of the same elemental type".into());
    }
    if !read && o.results.first().is_some_and(|&r| ir.value_type(r) != st) {
        return Err("failed to verify that all of {base, result} have same type".into());
    }
    if seg[3] == 1 {
        let mask = ir.value_type(*o.operands.last().expect("a mask operand"));
        let (shape, scalable) = mask_shape(ir, vector, map);
        let ok = matches!(ir.type_of(mask), Type::Vector { shape: s, scalable: c, elem }
            if *s == shape && *c == scalable && ir.type_of(*elem).is_signless_int(1));
        if !ok {
            return Err(format!("inferred mask type and mask operand type {} don't match", q(ir, mask)));
        }
    }
    Ok(())
}

/// `vector.maskedload %base[%i, …], %mask, %pass attr-dict : M, K, V into V`.
pub(super) fn parse_maskedload(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (base, indices) = parse_indexed(p)?;
    p.expect(Tok::Comma, ",")?;
    let mask = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let pass = p.parse_operand()?;
    parse_attr_dict(p, st, &["alignment"])?;
    let pos = p.pos();
    let tys = p.parse_colon_type_list()?;
    p.expect_keyword("into")?;
    let r = p.parse_type()?;
    let [mt, kt, vt] = tys[..] else { return Err(p.op_error_at(pos, "expected 3 types before 'into'")) };
    st.operands = vec![p.resolve_operand(&base, mt)?];
    st.operands.extend(resolve_indices(p, &indices)?);
    st.operands.push(p.resolve_operand(&mask, kt)?);
    st.operands.push(p.resolve_operand(&pass, vt)?);
    st.result_types = vec![r];
    Ok(())
}

/// `vector.maskedstore %base[%i, …], %mask, %v attr-dict : M, K, V`.
pub(super) fn parse_maskedstore(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (base, indices) = parse_indexed(p)?;
    p.expect(Tok::Comma, ",")?;
    let mask = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let v = p.parse_operand()?;
    parse_attr_dict(p, st, &["alignment"])?;
    let pos = p.pos();
    let tys = p.parse_colon_type_list()?;
    let [mt, kt, vt] = tys[..] else { return Err(p.op_error_at(pos, "expected 3 types")) };
    st.operands = vec![p.resolve_operand(&base, mt)?];
    st.operands.extend(resolve_indices(p, &indices)?);
    st.operands.push(p.resolve_operand(&mask, kt)?);
    st.operands.push(p.resolve_operand(&v, vt)?);
    Ok(())
}

/// Prints `maskedload` / `maskedstore`: base, indices, the last two operands.
pub(super) fn print_masked(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let n = o.operands.len();
    if n < 3 {
        return;
    }
    p.w(" ");
    print_indexed(p, o.operands[0], &o.operands[1..n - 2]);
    p.w(", ");
    p.operands(&o.operands[n - 2..]);
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.types(&[
        ir.value_type(o.operands[0]),
        ir.value_type(o.operands[n - 2]),
        ir.value_type(o.operands[n - 1]),
    ]);
    if let Some(&r) = o.results.first() {
        p.w(" into ");
        p.ty(ir.value_type(r));
    }
}
