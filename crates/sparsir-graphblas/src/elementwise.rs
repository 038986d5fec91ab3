//! Element-wise ops: `apply`, `cast`, `select`, `select_mask`, `union`, `intersect`,
//! `uniform_complement` and their generic forms, each one all-parallel
//! `linalg.generic` whose body is a semiring op.
//!
//! Why: these ops touch stored entries one at a time — `sparse_tensor.unary` for a
//! function of one entry (its `present` region; `absent` for `uniform_complement`),
//! `sparse_tensor.select` for a filter, `sparse_tensor.binary` for two operands (the
//! `overlap` region; `left`/`right = identity` for a union, empty for an intersection).
//! A mask is one more kernel after the op: the structural intersection with the mask
//! (or with its complement).

use sparsir_ir::dialects::graphblas::operators::{
    binary_in, ApplyOp, Binary, Selector, INTERSECT_OPS, UNION_OPS,
};
use sparsir_ir::dialects::graphblas::{bool_attr, str_attr};
use sparsir_ir::{Ir, OpId};

use crate::scalar::{self, Coords};
use crate::splice::{splice, user_region, Rewrite, Slot};
use crate::text::{dims, dynamic_sizes, empty, iterators, map, Elem, Text};

/// An operand of a kernel: its value name, type alias and element type.
pub(crate) struct In<'a> {
    pub value: &'a str,
    pub alias: &'a str,
    pub elem: Elem,
}

/// Writes `%r = linalg.generic` over `ins` (all with identity maps of `rank` loops) into
/// a fresh `tensor.empty` of `!out` sized like `ins[0]`; `body` gets the block's
/// argument names and the coordinates and returns the yielded value.
pub(crate) fn parallel_kernel(
    t: &mut Text,
    ir: &Ir,
    rw: &Rewrite,
    rank: usize,
    ins: &[In<'_>],
    out: &Elem,
    body: impl FnOnce(&mut Text, &[String], &Coords) -> Result<String, String>,
) -> Result<String, String> {
    let in_ty = type_of(rw, ins[0].alias)?;
    let out_ty = type_of(rw, "out")?;
    let d = dims(t, ir, ins[0].value, in_ty, &format!("!{}", ins[0].alias));
    let sizes = dynamic_sizes(ir, out_ty, &d)?;
    let init = empty(t, &sizes, "!out");
    let identity = map(rank, &(0..rank).collect::<Vec<_>>());
    let maps = vec![identity; ins.len() + 1].join(", ");
    let iters = iterators(&vec!["parallel"; rank]);
    let args: Vec<String> = ins.iter().map(|_| t.fresh()).collect();
    let o = t.fresh();
    let block_args: Vec<String> = args
        .iter()
        .zip(ins)
        .map(|(a, i)| format!("{a}: {}", i.elem.text))
        .chain([format!("{o}: {}", out.text)])
        .collect();
    let values: Vec<&str> = ins.iter().map(|i| i.value).collect();
    let aliases: Vec<String> = ins.iter().map(|i| format!("!{}", i.alias)).collect();
    // The coordinates are named up front and defined only if the body reads them.
    let coords = Coords { row: (rank >= 1).then(|| t.fresh()), col: (rank >= 2).then(|| t.fresh()), k: None };
    let inner = t.nested(|t| {
        let y = body(t, &args, &coords)?;
        t.line(format!("linalg.yield {y} : {}", out.text));
        Ok(())
    })?;
    let mut defs = String::new();
    for (d, name) in [&coords.row, &coords.col].into_iter().enumerate() {
        if let Some(name) = name.as_deref().filter(|n| crate::text::mentions(&inner, n)) {
            defs.push_str(&format!("{name} = linalg.index {d} : index\n"));
        }
    }
    let inner = defs + &inner;
    Ok(t.def(format!(
        "linalg.generic {{indexing_maps = [{maps}], iterator_types = {iters}}} ins({} : {}) outs({init} : !out) {{\n^bb0({}):\n{inner}\n}} -> !out",
        values.join(", "),
        aliases.join(", "),
        block_args.join(", ")
    )))
}

/// The type bound to `!alias`.
pub(crate) fn type_of(rw: &Rewrite, alias: &str) -> Result<sparsir_ir::TypeId, String> {
    rw.types
        .iter()
        .find(|(n, _)| n == alias)
        .map(|(_, t)| *t)
        .ok_or_else(|| format!("internal error: no !{alias}"))
}

fn rank_of(ir: &Ir, op: OpId) -> usize {
    let r = ir.op(op).results[0];
    ir.type_of(ir.value_type(r)).shape().map_or(0, <[i64]>::len)
}

/// Finishes a rewrite whose snippet defines `result` as the op's only result; returns
/// the new value.
pub(crate) fn finish(
    ir: &mut Ir,
    op: OpId,
    mut rw: Rewrite,
    t: Text,
    result: &str,
) -> Result<sparsir_ir::ValueId, String> {
    rw.text = t.finish();
    rw.results = vec![result.trim_start_matches('%').to_string()];
    Ok(splice(ir, op, rw)?[0])
}

/// `sparse_tensor.unary {arg} : E to Out present = {^bb0(%x): … yield f(%x)} absent = {}`.
pub(crate) fn unary_present(
    t: &mut Text,
    arg: &str,
    e: &Elem,
    out: &Elem,
    f: impl FnOnce(&mut Text, &str) -> Result<String, String>,
) -> Result<String, String> {
    let x = t.fresh();
    let body = t.nested(|t| {
        let v = f(t, &x)?;
        t.line(format!("sparse_tensor.yield {v} : {}", out.text));
        Ok(())
    })?;
    let (et, ot) = (&e.text, &out.text);
    Ok(t.def(format!(
        "sparse_tensor.unary {arg} : {et} to {ot} present = {{\n^bb0({x}: {et}):\n{body}\n}} absent = {{}}"
    )))
}

/// `apply`: a unary operator, or a binary one with the thunk on either side.
pub(crate) fn apply(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let operands = ir.op(op).operands.clone();
    let tensor_at = usize::from(!ir.type_of(ir.value_type(operands[0])).is_tensor());
    let mut rw = Rewrite::default();
    rw.operand(ir, op, tensor_at, "in");
    if operands.len() == 2 {
        rw.operand(ir, op, 1 - tensor_at, "thunk");
    }
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let (e, out) = (Elem::of(ir, ir.value_type(operands[tensor_at]))?, Elem::of(ir, out_ty)?);
    let name = str_attr(ir, op, "apply_operator").unwrap_or_default().to_string();
    let operator =
        ApplyOp::from_name(&name).ok_or_else(|| format!("unsupported: apply_operator \"{name}\""))?;
    let mut t = Text::default();
    let rank = rank_of(ir, op);
    let ins = [In { value: "%in", alias: "in", elem: e.clone() }];
    let r = parallel_kernel(&mut t, ir, &rw, rank, &ins, &out, |t, args, at| {
        unary_present(t, &args[0], &e, &out, |t, x| match operator {
            ApplyOp::Unary(u) => scalar::unary(t, u, x, &e, &out, at),
            ApplyOp::Binary(b) if tensor_at == 0 => scalar::binary(t, b, x, "%thunk", &e, &out, at),
            ApplyOp::Binary(b) => scalar::binary(t, b, "%thunk", x, &e, &out, at),
        })
    })?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// A rewrite binding operands `names` (`%name`, `!name`) and the result (`!out`); the
/// element types of operand 0 and of the result.
fn bind(ir: &Ir, op: OpId, names: &[&str]) -> Result<(Rewrite, Elem, Elem), String> {
    let mut rw = Rewrite::default();
    for (i, name) in names.iter().enumerate() {
        rw.operand(ir, op, i, name);
    }
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let (e, out) = (Elem::of(ir, ir.value_type(ir.op(op).operands[0]))?, Elem::of(ir, out_ty)?);
    Ok((rw, e, out))
}

/// `apply_generic`: the `transform_out` block as the `present` region.
pub(crate) fn apply_generic(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let (mut rw, e, out) = bind(ir, op, &["in"])?;
    let block_of = user_region(ir, op, "transform_out")?;
    rw.slots.push(Slot::Region { block_of, keep_args: 1, coords: vec![], terminator: "sparse_tensor.yield" });
    let mut t = Text::default();
    let ins = [In { value: "%in", alias: "in", elem: e.clone() }];
    let r = parallel_kernel(&mut t, ir, &rw, rank_of(ir, op), &ins, &out, |t, args, _| {
        Ok(t.def(format!(
            "sparse_tensor.unary {} {{gb_slot = 0}} : {} to {} present = {{}} absent = {{}}",
            args[0], e.text, out.text
        )))
    })?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `cast`: the element converted in the `present` region (widths and encodings follow
/// the result type).
pub(crate) fn cast(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let (rw, e, out) = bind(ir, op, &["in"])?;
    let mut t = Text::default();
    let ins = [In { value: "%in", alias: "in", elem: e.clone() }];
    let r = parallel_kernel(&mut t, ir, &rw, rank_of(ir, op), &ins, &out, |t, args, _| {
        unary_present(t, &args[0], &e, &out, |t, x| Ok(scalar::convert(t, x, &e, &out)))
    })?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `select`: `sparse_tensor.select` with the selector's condition.
pub(crate) fn select(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "in");
    let n = ir.op(op).operands.len();
    if n > 1 {
        rw.operand(ir, op, 1, "thunk");
    }
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let e = Elem::of(ir, out_ty)?;
    let name = str_attr(ir, op, "selector").unwrap_or_default().to_string();
    let selector = Selector::from_name(&name).ok_or_else(|| format!("unsupported: selector \"{name}\""))?;
    if selector == Selector::Probability {
        return probability_select(ir, op, rw, &e);
    }
    let mut t = Text::default();
    let ins = [In { value: "%in", alias: "in", elem: e.clone() }];
    let r = parallel_kernel(&mut t, ir, &rw, rank_of(ir, op), &ins, &e, |t, args, at| {
        let x = t.fresh();
        let body = t.nested(|t| {
            let c = match selector {
                Selector::Tril | Selector::Triu => {
                    let (row, col) = (at.row.clone().unwrap_or_default(), at.col.clone().unwrap_or_default());
                    let pred = if selector == Selector::Tril { "ult" } else { "ugt" };
                    t.def(format!("arith.cmpi {pred}, {col}, {row} : index"))
                }
                Selector::Isinf => {
                    let bool_ty = Elem { text: "i1".into(), kind: crate::text::ElemKind::Int(1) };
                    scalar::unary(
                        t,
                        sparsir_ir::dialects::graphblas::operators::Unary::Isinf,
                        &x,
                        &e,
                        &bool_ty,
                        at,
                    )?
                }
                Selector::Compare(b) => {
                    let bool_ty = Elem { text: "i1".into(), kind: crate::text::ElemKind::Int(1) };
                    scalar::binary(t, b, &x, "%thunk", &e, &bool_ty, at)?
                }
                Selector::Probability => unreachable!("lowered by probability_select"),
            };
            t.line(format!("sparse_tensor.yield {c} : i1"));
            Ok(())
        })?;
        Ok(t.def(format!(
            "sparse_tensor.select {} : {} {{\n^bb0({x}: {}):\n{body}\n}}",
            args[0], e.text, e.text
        )))
    })?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `select` with `probability`: each entry kept when a draw of `random_double(ctx)` (the
/// RNG context of mlir-graphblas's runtime) is below the thunk; built by insertion.
fn probability_select(ir: &mut Ir, op: OpId, mut rw: Rewrite, e: &Elem) -> Result<(), String> {
    rw.operand(ir, op, 2, "ctx");
    crate::splice::ensure_declared(ir, "random_double", "(!llvm.ptr) -> f64")?;
    let in_ty = type_of(&rw, "in")?;
    let rank = rank_of(ir, op);
    let mut t = Text::default();
    let d = dims(&mut t, ir, "%in", in_ty, "!in");
    let sizes = dynamic_sizes(ir, type_of(&rw, "out")?, &d)?;
    let init = empty(&mut t, &sizes, "!out");
    let crds: Vec<String> = (0..rank).map(|_| t.fresh()).collect();
    let (v, acc) = (t.fresh(), t.fresh());
    let et = &e.text;
    let body = t.nested(|t| {
        let draw = t.def("func.call @random_double(%ctx) : (!llvm.ptr) -> f64");
        let keep = t.def(format!("arith.cmpf olt, {draw}, %thunk : f64"));
        let ins = t.fresh();
        let kept = t.def(format!(
            "scf.if {keep} -> (!out) {{\n{ins} = tensor.insert {v} into {acc}[{}] : !out\nscf.yield {ins} : !out\n}} else {{\nscf.yield {acc} : !out\n}}",
            crds.join(", ")
        ));
        t.line(format!("sparse_tensor.yield {kept} : !out"));
        Ok(())
    })?;
    let args: Vec<String> = crds.iter().map(|c| format!("{c}: index")).collect();
    let built = t.def(format!(
        "sparse_tensor.foreach in %in init({init}) : !in, !out -> !out do {{\n^bb0({}, {v}: {et}, {acc}: !out):\n{body}\n}}",
        args.join(", ")
    ));
    let r = t.def(format!("sparse_tensor.load {built} hasInserts : !out"));
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `select_generic`: the `select_out` block as the `select` region (its coordinate
/// arguments become `linalg.index`es).
pub(crate) fn select_generic(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "in");
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let e = Elem::of(ir, out_ty)?;
    let rank = rank_of(ir, op);
    let block_of = user_region(ir, op, "select_out")?;
    rw.slots.push(Slot::Region {
        block_of,
        keep_args: 1,
        coords: (0..rank).collect(),
        terminator: "sparse_tensor.yield",
    });
    let mut t = Text::default();
    let ins = [In { value: "%in", alias: "in", elem: e.clone() }];
    let r = parallel_kernel(&mut t, ir, &rw, rank, &ins, &e, |t, args, _| {
        Ok(t.def(format!("sparse_tensor.select {} {{gb_slot = 0}} : {} {{\n}}", args[0], e.text)))
    })?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// Writes the structural mask kernel: the entries of `value` (of `!out`) where the mask
/// (`!mask`) has (or, complemented, has no) entry.
pub(crate) fn mask_kernel(
    t: &mut Text,
    ir: &Ir,
    rw: &Rewrite,
    (value, alias): (&str, &str),
    out: &Elem,
    mask: &Elem,
    complement: bool,
) -> Result<String, String> {
    let rank = ir.type_of(type_of(rw, "out")?).shape().map_or(0, <[i64]>::len);
    let ins =
        [In { value, alias, elem: out.clone() }, In { value: "%mask", alias: "mask", elem: mask.clone() }];
    parallel_kernel(t, ir, rw, rank, &ins, out, |t, args, _| {
        let (x, m) = (t.fresh(), t.fresh());
        let (overlap, left) = if complement {
            ("{}".to_string(), "identity")
        } else {
            (
                format!(
                    "{{\n^bb0({x}: {}, {m}: {}):\nsparse_tensor.yield {x} : {}\n}}",
                    out.text, mask.text, out.text
                ),
                "{}",
            )
        };
        Ok(t.def(format!(
            "sparse_tensor.binary {}, {} : {}, {} to {} overlap = {overlap} left = {left} right = {{}}",
            args[0], args[1], out.text, mask.text, out.text
        )))
    })
}

/// `select_mask`: the mask kernel on the input.
pub(crate) fn select_mask(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "in");
    rw.operand(ir, op, 1, "mask");
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let e = Elem::of(ir, out_ty)?;
    let m = Elem::of(ir, ir.value_type(ir.op(op).operands[1]))?;
    let mut t = Text::default();
    let r = mask_kernel(&mut t, ir, &rw, ("%in", "in"), &e, &m, bool_attr(ir, op, "mask_complement"))?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// Applies the op's optional mask (operand `i`) to `value`.
pub(crate) fn masked(
    t: &mut Text,
    ir: &Ir,
    rw: &mut Rewrite,
    op: OpId,
    i: usize,
    value: String,
    out: &Elem,
) -> Result<String, String> {
    if ir.op(op).operands.len() <= i {
        return Ok(value);
    }
    rw.operand(ir, op, i, "mask");
    let m = Elem::of(ir, ir.value_type(ir.op(op).operands[i]))?;
    mask_kernel(t, ir, rw, (&value, "out"), out, &m, bool_attr(ir, op, "mask_complement"))
}

/// `union` / `intersect`: `sparse_tensor.binary` with the operator on the overlap.
pub(crate) fn ewise(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let union = ir.op_name(op) == "graphblas.union";
    let (attr, allowed) =
        if union { ("union_operator", UNION_OPS) } else { ("intersect_operator", INTERSECT_OPS) };
    let name = str_attr(ir, op, attr).unwrap_or_default().to_string();
    let b = binary_in(&name, allowed).ok_or_else(|| format!("unsupported: {attr} \"{name}\""))?;
    let (mut rw, e, out) = bind(ir, op, &["a", "b"])?;
    let mut t = Text::default();
    let ins =
        [In { value: "%a", alias: "a", elem: e.clone() }, In { value: "%b", alias: "b", elem: e.clone() }];
    let fills = union_fills(&mut t, ir, op);
    let r = parallel_kernel(&mut t, ir, &rw, rank_of(ir, op), &ins, &out, |t, args, at| {
        let overlap = scalar::binary_region(t, b, &e, &out, at)?;
        let (left, right) = match &fills {
            // eWiseUnion: the fill stands in for the side without an entry.
            Some((left_fill, right_fill)) => (
                with_fixed(t, b, &e, &out, at, None, Some(right_fill))?,
                with_fixed(t, b, &e, &out, at, Some(left_fill), None)?,
            ),
            None if union => ("identity".to_string(), "identity".to_string()),
            None => ("{}".to_string(), "{}".to_string()),
        };
        Ok(t.def(format!(
            "sparse_tensor.binary {}, {} : {}, {} to {} overlap = {overlap} left = {left} right = {right}",
            args[0], args[1], e.text, e.text, out.text
        )))
    })?;
    let r = masked(&mut t, ir, &mut rw, op, 2, r, &out)?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// The constants `left_fill` and `right_fill` of a `union` (defined before the kernel),
/// if it has them.
fn union_fills(t: &mut Text, ir: &Ir, op: OpId) -> Option<(String, String)> {
    let left = ir.op_attr(op, "left_fill")?;
    let right = ir.op_attr(op, "right_fill")?;
    let mut constant = |a| {
        let text = sparsir_ir::printer::attr_to_string(ir, a);
        t.def(format!("arith.constant {text}"))
    };
    let (l, r) = (constant(left), constant(right));
    Some((l, r))
}

/// A one-argument region `{^bb0(%x): op(x, fixed) …}` (or `op(fixed, x)`): `op` with one
/// side fixed.
fn with_fixed(
    t: &mut Text,
    op: Binary,
    e: &Elem,
    out: &Elem,
    at: &Coords,
    first: Option<&str>,
    second: Option<&str>,
) -> Result<String, String> {
    let x = t.fresh();
    let body = t.nested(|t| {
        let (a, b) = (first.unwrap_or(&x), second.unwrap_or(&x));
        let r = scalar::binary(t, op, a, b, e, out, at)?;
        t.line(format!("sparse_tensor.yield {r} : {}", out.text));
        Ok(())
    })?;
    Ok(format!("{{\n^bb0({x}: {}):\n{body}\n}}", e.text))
}

/// `union_generic` / `intersect_generic`: the `mult` block on the overlap.
pub(crate) fn ewise_generic(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let union = ir.op_name(op) == "graphblas.union_generic";
    let (mut rw, e, out) = bind(ir, op, &["a", "b"])?;
    let block_of = user_region(ir, op, "mult")?;
    rw.slots.push(Slot::Region { block_of, keep_args: 2, coords: vec![], terminator: "sparse_tensor.yield" });
    let mut t = Text::default();
    let ins =
        [In { value: "%a", alias: "a", elem: e.clone() }, In { value: "%b", alias: "b", elem: e.clone() }];
    let r = parallel_kernel(&mut t, ir, &rw, rank_of(ir, op), &ins, &out, |t, args, _| {
        let side = if union { "identity" } else { "{}" };
        Ok(t.def(format!(
            "sparse_tensor.binary {}, {} : {{gb_slot = 0}} {}, {} to {} overlap = {{}} left = {side} right = {side}",
            args[0], args[1], e.text, e.text, out.text
        )))
    })?;
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `uniform_complement`: the value at every coordinate the input does not store.
pub(crate) fn uniform_complement(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let (rw, e, out) = bind(ir, op, &["in", "value"])?;
    let mut t = Text::default();
    let ins = [In { value: "%in", alias: "in", elem: e.clone() }];
    let r = parallel_kernel(&mut t, ir, &rw, rank_of(ir, op), &ins, &out, |t, args, _| {
        Ok(t.def(format!(
            "sparse_tensor.unary {} : {} to {} present = {{}} absent = {{\nsparse_tensor.yield %value : {}\n}}",
            args[0], e.text, out.text, out.text
        )))
    })?;
    finish(ir, op, rw, t, &r).map(|_| ())
}
