//! `reduce_to_scalar`, `reduce_to_vector` and their generic forms.
//!
//! Why: a reduction is one `linalg.generic` whose body is a `sparse_tensor.reduce` (the
//! monoid, or the `agg` block, with its identity): all loops reductions into a 0-d
//! tensor for a scalar; the kept axis parallel into a sparse vector. `count` is the
//! number of stored entries (`sparse_tensor.number_of_entries`, or a reduction of ones
//! per row / column); `argmin` / `argmax` of a vector scan its values and coordinates.

use sparsir_ir::dialects::graphblas::operators::{Aggregator, Binary, Monoid};
use sparsir_ir::dialects::graphblas::{int_attr, str_attr};
use sparsir_ir::types::Type;
use sparsir_ir::{Ir, OpId};

use crate::elementwise::{finish, masked, type_of};
use crate::scalar::{self, Coords};
use crate::splice::{user_region, Rewrite, Slot};
use crate::text::{dims, iterators, map, Elem, Text};

/// The reduction body: a monoid, or the op's `agg` block (a slot) with `agg_identity`.
enum Agg {
    Monoid(Monoid),
    Blocks,
}

/// Adds the `agg` / `agg_identity` slots of a generic reduction; returns the identity.
fn agg_slots(ir: &Ir, op: OpId, rw: &mut Rewrite, t: &mut Text, e: &Elem) -> Result<(String, usize), String> {
    let agg = user_region(ir, op, "agg")?;
    let k = rw.slots.len();
    rw.slots.push(Slot::Region {
        block_of: agg,
        keep_args: 2,
        coords: vec![],
        terminator: "sparse_tensor.yield",
    });
    let ident = user_region(ir, op, "agg_identity")?;
    rw.slots.push(Slot::Inline { block_of: ident });
    let id = t.def(format!("\"gb.inline\"() {{gb_slot = {}}} : () -> {}", (k + 1) * 8, e.text));
    Ok((id, k))
}

/// The `sparse_tensor.reduce` line of a kernel body.
fn reduce_line(
    t: &mut Text,
    agg: &Agg,
    x: &str,
    acc: &str,
    ident: &str,
    slot: Option<usize>,
    e: &Elem,
) -> Result<String, String> {
    let et = &e.text;
    let (region, mark) = match agg {
        Agg::Monoid(m) => (scalar::binary_region(t, m.binary(), e, e, &Coords::default())?, String::new()),
        Agg::Blocks => ("{\n}".to_string(), format!(" {{gb_slot = {}}}", slot.unwrap_or(0) * 8)),
    };
    // The accumulator first: the `agg` block is (aggregate so far, next value).
    Ok(t.def(format!("sparse_tensor.reduce {acc}, {x}, {ident}{mark} : {et} {region}")))
}

/// Reduces `value` (of type `!alias`) to a 0-d tensor of type `!scalar` with the op's
/// aggregation (`agg` blocks, or the monoid `aggregator`).
pub(crate) fn reduce_all(
    t: &mut Text,
    ir: &Ir,
    rw: &mut Rewrite,
    op: OpId,
    (value, alias): (&str, &str),
    e: &Elem,
) -> Result<String, String> {
    let (agg, ident, slot) = match str_attr(ir, op, "aggregator") {
        Some(name) => match Aggregator::from_name(name) {
            Some(Aggregator::Monoid(m)) => (Agg::Monoid(m), t.constant(&scalar::identity(m, e), e), None),
            _ => return Err(format!("unsupported: aggregator \"{name}\" here")),
        },
        None => {
            let (id, k) = agg_slots(ir, op, rw, t, e)?;
            (Agg::Blocks, id, Some(k))
        }
    };
    let rank = ir.type_of(type_of(rw, alias)?).shape().map_or(0, <[i64]>::len);
    let init = t.def(format!("tensor.from_elements {ident} : !scalar"));
    let maps = [map(rank, &(0..rank).collect::<Vec<_>>()), map(rank, &[])].join(", ");
    let iters = iterators(&vec!["reduction"; rank]);
    let (x, o) = (t.fresh(), t.fresh());
    let et = e.text.clone();
    let inner = t.nested(|t| {
        let r = reduce_line(t, &agg, &x, &o, &ident, slot, e)?;
        t.line(format!("linalg.yield {r} : {et}"));
        Ok(())
    })?;
    Ok(t.def(format!(
        "linalg.generic {{indexing_maps = [{maps}], iterator_types = {iters}}} ins({value} : !{alias}) outs({init} : !scalar) {{\n^bb0({x}: {et}, {o}: {et}):\n{inner}\n}} -> !scalar"
    )))
}

fn bind_scalar(ir: &mut Ir, op: OpId, rw: &mut Rewrite) {
    rw.operand(ir, op, 0, "in");
    let out_ty = ir.value_type(ir.op(op).results[0]);
    let scalar = ir.ty(Type::Tensor { shape: vec![], elem: out_ty, encoding: None });
    rw.ty("scalar", scalar);
    rw.ty("out", out_ty);
}

/// `reduce_to_scalar`.
pub(crate) fn reduce_to_scalar(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = Rewrite::default();
    bind_scalar(ir, op, &mut rw);
    let e = Elem::of(ir, ir.value_type(ir.op(op).operands[0]))?;
    let name = str_attr(ir, op, "aggregator").unwrap_or_default().to_string();
    let mut t = Text::default();
    let r = match Aggregator::from_name(&name) {
        Some(Aggregator::Count) => {
            let n = t.def("sparse_tensor.number_of_entries %in : !in");
            t.def(format!("arith.index_cast {n} : index to i64"))
        }
        Some(Aggregator::Argmin) => arg_extreme(&mut t, ir, &rw, &e, Binary::Lt)?,
        Some(Aggregator::Argmax) => arg_extreme(&mut t, ir, &rw, &e, Binary::Gt)?,
        Some(Aggregator::Monoid(m)) => {
            if crate::multiply::fuse_into_reduce(ir, op, m)? {
                return Ok(());
            }
            let s = reduce_all(&mut t, ir, &mut rw, op, ("%in", "in"), &e)?;
            t.def(format!("tensor.extract {s}[] : !scalar"))
        }
        _ => return Err(format!("unsupported: aggregator \"{name}\" for reduce_to_scalar")),
    };
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `reduce_to_scalar_generic`.
pub(crate) fn reduce_to_scalar_generic(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = Rewrite::default();
    bind_scalar(ir, op, &mut rw);
    let e = Elem::of(ir, ir.value_type(ir.op(op).operands[0]))?;
    let mut t = Text::default();
    let s = reduce_all(&mut t, ir, &mut rw, op, ("%in", "in"), &e)?;
    let r = t.def(format!("tensor.extract {s}[] : !scalar"));
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// The coordinate (as `i64`) of the first stored entry of vector `%in` that is smallest
/// (`Lt`) or largest (`Gt`); a run-time error for an empty vector.
fn arg_extreme(t: &mut Text, ir: &Ir, rw: &Rewrite, e: &Elem, cmp: Binary) -> Result<String, String> {
    let in_ty = type_of(rw, "in")?;
    let crd_elem = match ir.type_encoding(in_ty).map(|enc| enc.crd_width) {
        Some(0) | None => "index".to_string(),
        Some(w) => format!("i{w}"),
    };
    let et = &e.text;
    let vals = t.def(format!("sparse_tensor.values %in : !in to memref<?x{et}>"));
    let crds =
        t.def(format!("sparse_tensor.coordinates %in {{level = 0 : index}} : !in to memref<?x{crd_elem}>"));
    let n = t.def("sparse_tensor.number_of_entries %in : !in");
    let (c0, c1) = (t.index(0), t.index(1));
    let best = extreme_position(t, &vals, (&c0, &n, &c1), e, cmp)?;
    let crd = t.def(format!("memref.load {crds}[{best}] : memref<?x{crd_elem}>"));
    Ok(if crd_elem == "index" {
        t.def(format!("arith.index_cast {crd} : index to i64"))
    } else if crd_elem == "i64" {
        crd
    } else {
        t.def(format!("arith.extui {crd} : {crd_elem} to i64"))
    })
}

/// The position in `lo..hi` (non-empty) of the first smallest (`Lt`) or largest (`Gt`)
/// value of `vals`.
fn extreme_position(
    t: &mut Text,
    vals: &str,
    (lo, hi, one): (&str, &str, &str),
    e: &Elem,
    cmp: Binary,
) -> Result<String, String> {
    let et = &e.text;
    let first = t.def(format!("memref.load {vals}[{lo}] : memref<?x{et}>"));
    let start = t.def(format!("arith.addi {lo}, {one} : index"));
    let (p, best, at) = (t.fresh(), t.fresh(), t.fresh());
    let body = t.nested(|t| {
        let v = t.def(format!("memref.load {vals}[{p}] : memref<?x{et}>"));
        let i1 = Elem { text: "i1".into(), kind: crate::text::ElemKind::Int(1) };
        let better = scalar::binary(t, cmp, &v, &best, e, &i1, &Coords::default())?;
        let nb = t.def(format!("arith.select {better}, {v}, {best} : {et}"));
        let na = t.def(format!("arith.select {better}, {p}, {at} : index"));
        t.line(format!("scf.yield {nb}, {na} : {et}, index"));
        Ok(())
    })?;
    let res = t.fresh();
    t.line(format!(
        "{res}:2 = scf.for {p} = {start} to {hi} step {one} iter_args({best} = {first}, {at} = {lo}) -> ({et}, index) {{\n{body}\n}}"
    ));
    Ok(format!("{res}#1"))
}

/// `reduce_to_vector` / `reduce_to_vector_generic`: over the columns (`axis = 1`, one
/// entry per row) or the rows (`axis = 0`, one per column).
fn reduce_rows(ir: &mut Ir, op: OpId, count: bool) -> Result<(), String> {
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "in");
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let (e, out) = (Elem::of(ir, ir.value_type(ir.op(op).operands[0]))?, Elem::of(ir, out_ty)?);
    let axis = int_attr(ir, op, "axis").unwrap_or(1);
    let mut t = Text::default();
    let (agg, ident, slot) = if count {
        (Agg::Monoid(Monoid::Plus), t.constant("0", &out), None)
    } else {
        match str_attr(ir, op, "aggregator") {
            Some(name) => match Aggregator::from_name(name) {
                Some(Aggregator::Monoid(m)) => {
                    (Agg::Monoid(m), t.constant(&scalar::identity(m, &e), &e), None)
                }
                _ => return Err(format!("unsupported: aggregator \"{name}\" for reduce_to_vector")),
            },
            None => {
                let (id, k) = agg_slots(ir, op, &mut rw, &mut t, &e)?;
                (Agg::Blocks, id, Some(k))
            }
        }
    };
    let in_ty = type_of(&rw, "in")?;
    let d = dims(&mut t, ir, "%in", in_ty, "!in");
    let kept = if axis == 1 { 0 } else { 1 };
    let sizes = crate::text::dynamic_sizes(ir, out_ty, &d[kept..=kept])?;
    let init = t.def(format!("tensor.empty({}) : !out", sizes.join(", ")));
    // Loop 0 is the kept dimension, loop 1 the reduced one.
    let in_map = if axis == 1 { map(2, &[0, 1]) } else { map(2, &[1, 0]) };
    let maps = [in_map, map(2, &[0])].join(", ");
    let (x, o) = (t.fresh(), t.fresh());
    let (et, ot) = (e.text.clone(), out.text.clone());
    let inner = t.nested(|t| {
        let v = if count {
            crate::elementwise::unary_present(t, &x, &e, &out, |t, _| Ok(t.constant("1", &out)))?
        } else {
            x.clone()
        };
        let r = reduce_line(t, &agg, &v, &o, &ident, slot, &out)?;
        t.line(format!("linalg.yield {r} : {ot}"));
        Ok(())
    })?;
    let iters = iterators(&["parallel", "reduction"]);
    let r = t.def(format!(
        "linalg.generic {{indexing_maps = [{maps}], iterator_types = {iters}}} ins(%in : !in) outs({init} : !out) {{\n^bb0({x}: {et}, {o}: {ot}):\n{inner}\n}} -> !out"
    ));
    let r = masked(&mut t, ir, &mut rw, op, 1, r, &out)?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `reduce_to_vector`.
pub(crate) fn reduce_to_vector(ir: &mut Ir, op: OpId) -> Result<(), String> {
    match str_attr(ir, op, "aggregator").and_then(Aggregator::from_name) {
        Some(Aggregator::Count) => reduce_rows(ir, op, true),
        Some(agg @ (Aggregator::Argmin | Aggregator::Argmax | Aggregator::First | Aggregator::Last)) => {
            scan_rows(ir, op, agg)
        }
        _ => reduce_rows(ir, op, false),
    }
}

/// `reduce_to_vector` with `first`, `last`, `argmin` or `argmax`: a scan of each row
/// (`axis = 1`) or column (`axis = 0`) of the matrix stored that way (converted to CSR or
/// CSC with `index` widths), one output entry per non-empty one, inserted in order.
fn scan_rows(ir: &mut Ir, op: OpId, agg: Aggregator) -> Result<(), String> {
    use sparsir_storage::encoding::{LevelFormat, LevelType};
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "in");
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let in_ty = ir.value_type(ir.op(op).operands[0]);
    let (e, out) = (Elem::of(ir, in_ty)?, Elem::of(ir, out_ty)?);
    let axis = int_attr(ir, op, "axis").unwrap_or(1);
    let mut enc = sparsir_storage::Encoding::identity(vec![
        LevelType::new(LevelFormat::Dense),
        LevelType::new(LevelFormat::Compressed),
    ]);
    if axis == 0 {
        enc = sparsir_storage::Encoding::parse(
            "#sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>",
        )
        .map_err(|e| format!("internal error: {e}"))?;
    }
    let attr = ir.encoding_attr(enc);
    let shape = ir.type_of(in_ty).shape().map(<[i64]>::to_vec).unwrap_or_default();
    let elem = ir.type_of(in_ty).elem().unwrap_or(in_ty);
    let work = ir.ty(Type::Tensor { shape, elem, encoding: Some(attr) });
    rw.ty("work", work);
    let et = e.text.clone();
    let mut t = Text::default();
    let tensor = t.def("sparse_tensor.convert %in : !in to !work");
    let pos =
        t.def(format!("sparse_tensor.positions {tensor} {{level = 1 : index}} : !work to memref<?xindex>"));
    let crd =
        t.def(format!("sparse_tensor.coordinates {tensor} {{level = 1 : index}} : !work to memref<?xindex>"));
    let vals = t.def(format!("sparse_tensor.values {tensor} : !work to memref<?x{et}>"));
    let d = dims(&mut t, ir, "%in", in_ty, "!in");
    let kept = if axis == 1 { 0 } else { 1 };
    let outer = d[kept].clone().unwrap_or_default();
    let sizes = crate::text::dynamic_sizes(ir, out_ty, &d[kept..=kept])?;
    let init = t.def(format!("tensor.empty({}) : !out", sizes.join(", ")));
    let (c0, c1) = (t.index(0), t.index(1));
    let (i, acc) = (t.fresh(), t.fresh());
    let body = t.nested(|t| {
        let p0 = t.def(format!("memref.load {pos}[{i}] : memref<?xindex>"));
        let i1 = t.def(format!("arith.addi {i}, {c1} : index"));
        let p1 = t.def(format!("memref.load {pos}[{i1}] : memref<?xindex>"));
        let has = t.def(format!("arith.cmpi ult, {p0}, {p1} : index"));
        let inner = t.nested(|t| {
            let v = match agg {
                Aggregator::First => t.def(format!("memref.load {vals}[{p0}] : memref<?x{et}>")),
                Aggregator::Last => {
                    let at = t.def(format!("arith.subi {p1}, {c1} : index"));
                    t.def(format!("memref.load {vals}[{at}] : memref<?x{et}>"))
                }
                _ => {
                    let cmp = if agg == Aggregator::Argmin { Binary::Lt } else { Binary::Gt };
                    let best = extreme_position(t, &vals, (&p0, &p1, &c1), &e, cmp)?;
                    let c = t.def(format!("memref.load {crd}[{best}] : memref<?xindex>"));
                    t.def(format!("arith.index_cast {c} : index to i64"))
                }
            };
            let ins = t.def(format!("tensor.insert {v} into {acc}[{i}] : !out"));
            t.line(format!("scf.yield {ins} : !out"));
            Ok(())
        })?;
        let next =
            t.def(format!("scf.if {has} -> (!out) {{\n{inner}\n}} else {{\nscf.yield {acc} : !out\n}}"));
        t.line(format!("scf.yield {next} : !out"));
        Ok(())
    })?;
    let built = t.def(format!(
        "scf.for {i} = {c0} to {outer} step {c1} iter_args({acc} = {init}) -> (!out) {{\n{body}\n}}"
    ));
    let r = t.def(format!("sparse_tensor.load {built} hasInserts : !out"));
    let r = masked(&mut t, ir, &mut rw, op, 1, r, &out)?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `reduce_to_vector_generic`.
pub(crate) fn reduce_to_vector_generic(ir: &mut Ir, op: OpId) -> Result<(), String> {
    reduce_rows(ir, op, false)
}
