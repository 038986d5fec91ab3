//! `matrix_multiply` (mxm, mxv, vxm, vxv), its generic form and
//! `matrix_multiply_reduce_to_scalar_generic`.
//!
//! Why: a semiring product is one `linalg.generic` over (i, j, k): the `mult` operator as
//! a `sparse_tensor.binary` overlap (a product exists only where both entries do), the
//! `add` monoid as a `sparse_tensor.reduce` over k with the monoid's identity. The
//! sparsifier builds the sparse result (a row workspace for SpGEMM). A plain mask is a
//! factor inside the kernel, a complemented one filters the product afterwards;
//! `transform_out` is an apply kernel on it. A product whose only use is a
//! `reduce_to_scalar` by the semiring's own monoid is fused with it: one kernel whose
//! loops all reduce (`fuse_into_reduce`). Fusing an `apply` would gain nothing here — the
//! sparsifier cannot apply a function after a reduction inside one kernel, so it stays a
//! pass over the product's entries.

use sparsir_ir::dialects::graphblas::operators::{Monoid, Semiring};
use sparsir_ir::dialects::graphblas::str_attr;
use sparsir_ir::types::Type;
use sparsir_ir::{Ir, OpId, TypeId};

use crate::elementwise::{finish, masked, parallel_kernel, type_of, In};
use crate::scalar::{self, Coords};
use crate::splice::{splice, user_region, Rewrite, Slot};
use crate::text::{dims, dynamic_sizes, iterators, map, Elem, Text};

/// The loop structure of a product: loop count, maps of a, b and the output, which
/// loops are reductions, and the loops of the row, column and contraction coordinates.
struct Shape {
    loops: usize,
    a: Vec<usize>,
    b: Vec<usize>,
    out: Vec<usize>,
    iters: Vec<&'static str>,
    coords: (Option<usize>, Option<usize>, usize),
}

fn shape(ir: &Ir, a: TypeId, b: TypeId) -> Shape {
    let rank = |t: TypeId| ir.type_of(t).shape().map_or(0, <[i64]>::len);
    match (rank(a), rank(b)) {
        (2, 2) => Shape {
            loops: 3,
            a: vec![0, 2],
            b: vec![2, 1],
            out: vec![0, 1],
            iters: vec!["parallel", "parallel", "reduction"],
            coords: (Some(0), Some(1), 2),
        },
        (2, 1) => Shape {
            loops: 2,
            a: vec![0, 1],
            b: vec![1],
            out: vec![0],
            iters: vec!["parallel", "reduction"],
            coords: (Some(0), None, 1),
        },
        (1, 2) => Shape {
            loops: 2,
            a: vec![1],
            b: vec![1, 0],
            out: vec![0],
            iters: vec!["parallel", "reduction"],
            coords: (None, Some(0), 1),
        },
        _ => Shape {
            loops: 1,
            a: vec![0],
            b: vec![0],
            out: vec![],
            iters: vec!["reduction"],
            coords: (None, None, 0),
        },
    }
}

/// What the product kernel's body is made of: the named semiring, or the generic op's
/// `mult` / `add` blocks (slots 0 and 1) with the identity `%ident`.
enum Body {
    Named(Semiring),
    Slots,
}

/// Writes the product of `%a` and `%b` into `!prod` (a sparse tensor, or for vector x
/// vector or `into_scalar` a 0-d dense tensor) starting from `ident`, with the plain
/// `mask` (bound as `%mask`) as a factor; returns the value.
fn product(
    t: &mut Text,
    ir: &Ir,
    rw: &Rewrite,
    e: &Elem,
    body: Body,
    (ident, mask, into_scalar): (&str, Option<&Elem>, bool),
) -> Result<String, String> {
    let (a_ty, b_ty, prod_ty) = (type_of(rw, "a")?, type_of(rw, "b")?, type_of(rw, "prod")?);
    let mut s = shape(ir, a_ty, b_ty);
    // Reduced into a scalar (a product fused with `reduce_to_scalar`): every loop reduces
    // and the output has no dimension; the mask keeps the product's own.
    let mask_dims = s.out.clone();
    if into_scalar {
        s.out.clear();
        s.iters = vec!["reduction"; s.loops];
    }
    let da = dims(t, ir, "%a", a_ty, "!a");
    let db = dims(t, ir, "%b", b_ty, "!b");
    // Output dimension d is loop s.out[d]; its size comes from a or b.
    let size_of_loop = |l: usize| -> Option<String> {
        s.a.iter()
            .position(|&x| x == l)
            .and_then(|d| da[d].clone())
            .or_else(|| s.b.iter().position(|&x| x == l).and_then(|d| db[d].clone()))
    };
    let from: Vec<Option<String>> = s.out.iter().map(|&l| size_of_loop(l)).collect();
    let init = if s.out.is_empty() {
        t.def(format!("tensor.from_elements {ident} : !prod"))
    } else {
        let sizes = dynamic_sizes(ir, prod_ty, &from)?;
        let empty = t.def(format!("tensor.empty({}) : !prod", sizes.join(", ")));
        if ir.type_encoding(prod_ty).is_none() {
            // A dense product starts at the identity: it is the value where no term exists,
            // and the reduction's starting point everywhere else.
            t.def(format!("linalg.fill ins({ident} : {}) outs({empty} : !prod) -> !prod", e.text))
        } else {
            empty
        }
    };
    let mut maps = vec![map(s.loops, &s.a), map(s.loops, &s.b)];
    if mask.is_some() {
        maps.push(map(s.loops, &mask_dims));
    }
    maps.push(map(s.loops, &s.out));
    let maps = maps.join(", ");
    let (x, y, o, mk) = (t.fresh(), t.fresh(), t.fresh(), t.fresh());
    // Coordinates for positional operators, defined below only if the body reads them.
    let loops = [s.coords.0, s.coords.1, Some(s.coords.2)];
    let names: Vec<Option<String>> = loops.iter().map(|l| l.map(|_| t.fresh())).collect();
    let at = Coords { row: names[0].clone(), col: names[1].clone(), k: names[2].clone() };
    let inner = t.nested(|t| {
        let (overlap, add, slot) = match body {
            Body::Named(sr) => {
                let overlap = scalar::binary_region(t, sr.mult, e, e, &at)?;
                let add = scalar::binary_region(t, sr.add.binary(), e, e, &at)?;
                (overlap, add, ["", ""])
            }
            Body::Slots => ("{}".to_string(), "{\n}".to_string(), [" {gb_slot = 0}", " {gb_slot = 8}"]),
        };
        let (s0, s1, et) = (slot[0], slot[1], &e.text);
        let p = t.def(format!(
            "sparse_tensor.binary {x}, {y} :{s0} {et}, {et} to {et} overlap = {overlap} left = {{}} right = {{}}"
        ));
        // A (structural) mask is a factor of the product: only its entries are computed
        // (a masked dot product when b is stored by columns).
        let p = match mask {
            Some(m) => {
                let (u, w, mt) = (t.fresh(), t.fresh(), &m.text);
                t.def(format!(
                    "sparse_tensor.binary {p}, {mk} : {et}, {mt} to {et} overlap = {{\n^bb0({u}: {et}, {w}: {mt}):\nsparse_tensor.yield {u} : {et}\n}} left = {{}} right = {{}}"
                ))
            }
            None => p,
        };
        // The accumulator first: the `add` block is (aggregate so far, next value).
        let r = t.def(format!("sparse_tensor.reduce {o}, {p}, {ident}{s1} : {et} {add}"));
        t.line(format!("linalg.yield {r} : {}", e.text));
        Ok(())
    })?;
    let mut defs = String::new();
    for (name, l) in names.iter().zip(loops) {
        if let (Some(name), Some(l)) = (name, l) {
            if crate::text::mentions(&inner, name) {
                defs.push_str(&format!("{name} = linalg.index {l} : index\n"));
            }
        }
    }
    let inner = defs + &inner;
    let (iters, et) = (iterators(&s.iters), &e.text);
    let (ins_mask, mask_ty, mask_arg) = match mask {
        Some(m) => (", %mask".to_string(), ", !mask".to_string(), format!(", {mk}: {}", m.text)),
        None => (String::new(), String::new(), String::new()),
    };
    Ok(t.def(format!(
        "linalg.generic {{indexing_maps = [{maps}], iterator_types = {iters}}} ins(%a, %b{ins_mask} : !a, !b{mask_ty}) outs({init} : !prod) {{\n^bb0({x}: {et}, {y}: {et}{mask_arg}, {o}: {et}):\n{inner}\n}} -> !prod"
    )))
}

/// Binds the operands and result of a product; the element type.
fn bind(ir: &mut Ir, op: OpId, rw: &mut Rewrite) -> Result<Elem, String> {
    rw.operand(ir, op, 0, "a");
    rw.operand(ir, op, 1, "b");
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let e = Elem::of(ir, ir.value_type(ir.op(op).operands[0]))?;
    let prod = if ir.type_of(out_ty).is_tensor() {
        out_ty
    } else {
        let elem = ir.type_of(out_ty).elem().unwrap_or(out_ty);
        ir.ty(Type::Tensor { shape: vec![], elem, encoding: None })
    };
    rw.ty("prod", prod);
    Ok(e)
}

/// The product as the op's result: extracted from a 0-d tensor for vector x vector.
fn result_of(t: &mut Text, ir: &Ir, op: OpId, p: String) -> String {
    let out_ty = ir.value_type(ir.op(op).results[0]);
    if ir.type_of(out_ty).is_tensor() {
        p
    } else {
        t.def(format!("tensor.extract {p}[] : !prod"))
    }
}

/// `matrix_multiply` with a named semiring.
pub(crate) fn matrix_multiply(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let name = str_attr(ir, op, "semiring").unwrap_or_default().to_string();
    let sr = Semiring::from_name(&name).ok_or_else(|| format!("unsupported: semiring \"{name}\""))?;
    let mut rw = Rewrite::default();
    let e = bind(ir, op, &mut rw)?;
    let mut t = Text::default();
    let ident = t.constant(&scalar::identity(sr.add, &e), &e);
    let fold = fold_mask(ir, op, &mut rw)?;
    let p = product(&mut t, ir, &rw, &e, Body::Named(sr), (&ident, fold.as_ref(), false))?;
    let p = if fold.is_some() { p } else { masked(&mut t, ir, &mut rw, op, 2, p, &e)? };
    let r = result_of(&mut t, ir, op, p);
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `reduce_to_scalar` of a named `matrix_multiply` whose only use it is, when the
/// aggregator is the semiring's own add monoid (plain mask or none): one kernel whose
/// loops all reduce into the scalar, the product never built (mlir-graphblas's
/// multiply + reduce fusion; the triangle count's masked product). Returns false, doing
/// nothing, when the pattern does not apply.
pub(crate) fn fuse_into_reduce(ir: &mut Ir, reduce: OpId, aggregator: Monoid) -> Result<bool, String> {
    let input = ir.op(reduce).operands[0];
    let Some(mul) = ir.defining_op(input).filter(|&d| ir.op_name(d) == "graphblas.matrix_multiply") else {
        return Ok(false);
    };
    let Some(sr) = str_attr(ir, mul, "semiring").and_then(Semiring::from_name) else { return Ok(false) };
    let complemented = sparsir_ir::dialects::graphblas::bool_attr(ir, mul, "mask_complement");
    if sr.add != aggregator || complemented || !only_use(ir, input, reduce) {
        return Ok(false);
    }
    let mut rw = Rewrite::default();
    rw.operand(ir, mul, 0, "a");
    rw.operand(ir, mul, 1, "b");
    let e = Elem::of(ir, ir.value_type(ir.op(mul).operands[0]))?;
    let out_ty = ir.value_type(ir.op(reduce).results[0]);
    rw.ty("prod", ir.ty(Type::Tensor { shape: vec![], elem: out_ty, encoding: None }));
    let mut t = Text::default();
    let ident = t.constant(&scalar::identity(sr.add, &e), &e);
    let fold = fold_mask(ir, mul, &mut rw)?;
    let p = product(&mut t, ir, &rw, &e, Body::Named(sr), (&ident, fold.as_ref(), true))?;
    let r = t.def(format!("tensor.extract {p}[] : !prod"));
    finish(ir, reduce, rw, t, &r)?;
    ir.detach(mul);
    Ok(true)
}

/// True when `user` is the only op using `v`.
fn only_use(ir: &Ir, v: sparsir_ir::ValueId, user: OpId) -> bool {
    let Some(top) = ir.top else { return false };
    let mut others = 0;
    ir.walk(top, &mut |op| {
        if op != user {
            others += ir.op(op).operands.iter().filter(|&&o| o == v).count();
        }
    });
    others == 0 && ir.op(user).operands.iter().filter(|&&o| o == v).count() == 1
}

/// `matrix_multiply_generic`: the blocks as the product's regions, then `transform_out`.
pub(crate) fn matrix_multiply_generic(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = Rewrite::default();
    let e = bind(ir, op, &mut rw)?;
    let mut t = Text::default();
    let p = generic_product(&mut t, ir, op, &mut rw, &e)?;
    let r = result_of(&mut t, ir, op, p);
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// The mask's element type when the op has a plain (not complemented) mask: it is then
/// folded into the product kernel (bound as `%mask`).
fn fold_mask(ir: &Ir, op: OpId, rw: &mut Rewrite) -> Result<Option<Elem>, String> {
    let operands = &ir.op(op).operands;
    if operands.len() < 3 || sparsir_ir::dialects::graphblas::bool_attr(ir, op, "mask_complement") {
        return Ok(None);
    }
    rw.operand(ir, op, 2, "mask");
    Elem::of(ir, ir.value_type(operands[2])).map(Some)
}

/// The product of a generic multiply: its blocks as the kernel's regions, the mask, then
/// `transform_out`.
fn generic_product(t: &mut Text, ir: &Ir, op: OpId, rw: &mut Rewrite, e: &Elem) -> Result<String, String> {
    let ident = generic_blocks(ir, op, rw, t, "add_identity", "add")?;
    let fold = fold_mask(ir, op, rw)?;
    let p = product(t, ir, rw, e, Body::Slots, (&ident, fold.as_ref(), false))?;
    let p = if fold.is_some() { p } else { masked(t, ir, rw, op, 2, p, e)? };
    match sparsir_ir::dialects::graphblas::verify_regions::region_of_kind(ir, op, "transform_out") {
        Some(block_of) => transform(t, ir, rw, block_of, &p, e),
        None => Ok(p),
    }
}

/// Adds the slots of a generic multiply's `mult` and `add` blocks (slots 0 and 1) and
/// its identity block (inlined); returns the identity's name.
fn generic_blocks(
    ir: &Ir,
    op: OpId,
    rw: &mut Rewrite,
    t: &mut Text,
    ident: &str,
    add: &str,
) -> Result<String, String> {
    let mult = user_region(ir, op, "mult")?;
    rw.slots.push(Slot::Region {
        block_of: mult,
        keep_args: 2,
        coords: vec![0, 1, 2],
        terminator: "sparse_tensor.yield",
    });
    let add_region = user_region(ir, op, add)?;
    rw.slots.push(Slot::Region {
        block_of: add_region,
        keep_args: 2,
        coords: vec![],
        terminator: "sparse_tensor.yield",
    });
    let ident_region = user_region(ir, op, ident)?;
    let k = rw.slots.len();
    rw.slots.push(Slot::Inline { block_of: ident_region });
    let e = Elem::of(ir, ir.value_type(ir.op(op).operands[0]))?;
    Ok(t.def(format!("\"gb.inline\"() {{gb_slot = {}}} : () -> {}", k * 8, e.text)))
}

/// An apply kernel running the `transform_out` block (slot) on `value` of type `!prod`.
fn transform(
    t: &mut Text,
    ir: &Ir,
    rw: &mut Rewrite,
    block_of: sparsir_ir::RegionId,
    value: &str,
    e: &Elem,
) -> Result<String, String> {
    let k = rw.slots.len();
    rw.slots.push(Slot::Region { block_of, keep_args: 1, coords: vec![], terminator: "sparse_tensor.yield" });
    let prod = type_of(rw, "prod")?;
    let rank = ir.type_of(prod).shape().map_or(0, <[i64]>::len);
    if rank == 0 {
        return Err("unsupported: transform_out on a vector-vector product".into());
    }
    let ins = [In { value, alias: "prod", elem: e.clone() }];
    let mut sub = Rewrite { types: vec![("prod".into(), prod), ("out".into(), prod)], ..Default::default() };
    std::mem::swap(&mut sub.values, &mut rw.values);
    let r = parallel_kernel(t, ir, &sub, rank, &ins, e, |t, args, _| {
        let (x, slot, et) = (&args[0], k * 8, &e.text);
        Ok(t.def(format!(
            "sparse_tensor.unary {x} {{gb_slot = {slot}}} : {et} to {et} present = {{}} absent = {{}}"
        )))
    });
    std::mem::swap(&mut sub.values, &mut rw.values);
    r
}

/// `matrix_multiply_reduce_to_scalar_generic`: the product, then its reduction with the
/// `agg` block.
pub(crate) fn mxm_reduce_generic(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "a");
    rw.operand(ir, op, 1, "b");
    let e = Elem::of(ir, ir.value_type(ir.op(op).operands[0]))?;
    let out_ty = ir.value_type(ir.op(op).results[0]);
    let csr = ir.encoding_attr(sparsir_storage::Encoding::identity(vec![
        sparsir_storage::encoding::LevelType::new(sparsir_storage::encoding::LevelFormat::Dense),
        sparsir_storage::encoding::LevelType::new(sparsir_storage::encoding::LevelFormat::Compressed),
    ]));
    let d = sparsir_ir::types::DYNAMIC;
    let prod = ir.ty(Type::Tensor { shape: vec![d, d], elem: out_ty, encoding: Some(csr) });
    rw.ty("prod", prod);
    rw.ty("out", prod);
    let scalar_ty = ir.ty(Type::Tensor { shape: vec![], elem: out_ty, encoding: None });
    rw.ty("scalar", scalar_ty);
    let mut t = Text::default();
    let p = generic_product(&mut t, ir, op, &mut rw, &e)?;
    let agg = crate::reduce::reduce_all(&mut t, ir, &mut rw, op, (&p, "prod"), &e)?;
    let r = t.def(format!("tensor.extract {agg}[] : !scalar"));
    rw.text = t.finish();
    rw.results = vec![r.trim_start_matches('%').to_string()];
    splice(ir, op, rw).map(|_| ())
}
