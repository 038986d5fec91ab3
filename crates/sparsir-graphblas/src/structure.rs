//! Structural ops: `dup`, `convert_layout`, `transpose`, `num_rows` / `num_cols` /
//! `size` / `num_vals`, `equal`, `diag`, `to_coo`, `from_coo`.
//!
//! Why: these move or inspect entries without computing on them; each is a few
//! `tensor` / `sparse_tensor` ops — a conversion, a `sparse_tensor.foreach` building the
//! result by insertion in level order, or a kernel counting mismatches (`equal`).

use sparsir_ir::types::Type;
use sparsir_ir::{Ir, OpId};

use crate::elementwise::{finish, type_of};
use crate::splice::Rewrite;
use crate::text::{dims, dynamic_sizes, Elem, Text};

fn bind(ir: &mut Ir, op: OpId) -> Rewrite {
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "in");
    if let Some(&r) = ir.op(op).results.first() {
        let ty = ir.value_type(r);
        rw.ty("out", ty);
    }
    rw
}

/// `dup`: a copy (a new value: later in-place updates of either must not be seen by
/// the other).
pub(crate) fn dup(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let rw = bind(ir, op);
    let mut t = Text::default();
    let r = t.def("sparse_tensor.convert %in : !in to !out");
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `convert_layout` (a conversion) and `transpose` (a conversion to the other layout,
/// read as the transposed matrix, then to the result's layout).
pub(crate) fn convert(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let rw = bind(ir, op);
    let mut t = Text::default();
    let r = if ir.op_name(op) == "graphblas.convert_layout" {
        t.def("sparse_tensor.convert %in : !in to !out")
    } else {
        let (in_ty, out_ty) = (type_of(&rw, "in")?, type_of(&rw, "out")?);
        let d = dims(&mut t, ir, "%in", in_ty, "!in");
        let sizes = dynamic_sizes(ir, out_ty, &[d[1].clone(), d[0].clone()])?;
        let init = t.def(format!("tensor.empty({}) : !out", sizes.join(", ")));
        let e = Elem::of(ir, in_ty)?;
        let (i, j, v, acc) = (t.fresh(), t.fresh(), t.fresh(), t.fresh());
        let et = &e.text;
        let body = t.nested(|t| {
            let ins = t.def(format!("tensor.insert {v} into {acc}[{j}, {i}] : !out"));
            t.line(format!("sparse_tensor.yield {ins} : !out"));
            Ok(())
        })?;
        let built = t.def(format!(
            "sparse_tensor.foreach in %in init({init}) : !in, !out -> !out do {{\n^bb0({i}: index, {j}: index, {v}: {et}, {acc}: !out):\n{body}\n}}"
        ));
        t.def(format!("sparse_tensor.load {built} hasInserts : !out"))
    };
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `num_rows`, `num_cols`, `size` (`tensor.dim`) and `num_vals` (stored entries).
pub(crate) fn sizes(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let rw = bind(ir, op);
    let mut t = Text::default();
    let r = match ir.op_name(op) {
        "graphblas.num_vals" => t.def("sparse_tensor.number_of_entries %in : !in"),
        name => {
            let c = t.index(usize::from(name == "graphblas.num_cols"));
            t.def(format!("tensor.dim %in, {c} : !in"))
        }
    };
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `equal`: same sizes, and no coordinate where one operand stores an entry the other
/// does not or where the values differ (a union kernel counting mismatches).
pub(crate) fn equal(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "a");
    rw.operand(ir, op, 1, "b");
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let a_ty = type_of(&rw, "a")?;
    let e = Elem::of(ir, a_ty)?;
    let i64_ty = ir.ty(Type::Integer { width: 64, signedness: sparsir_ir::types::Signedness::Signless });
    let count_ty = ir.ty(Type::Tensor { shape: vec![], elem: i64_ty, encoding: None });
    rw.ty("count", count_ty);
    let rank = ir.type_of(a_ty).shape().map_or(0, <[i64]>::len);
    let mut t = Text::default();
    let da = dims(&mut t, ir, "%a", a_ty, "!a");
    let b_ty = type_of(&rw, "b")?;
    let db = dims(&mut t, ir, "%b", b_ty, "!b");
    let mut same = t.def("arith.constant true");
    for (x, y) in da.iter().zip(&db) {
        let (x, y) = (x.clone().unwrap_or_default(), y.clone().unwrap_or_default());
        let c = t.def(format!("arith.cmpi eq, {x}, {y} : index"));
        same = t.def(format!("arith.andi {same}, {c} : i1"));
    }
    let et = &e.text;
    let cmp = if e.is_float() { "arith.cmpf une" } else { "arith.cmpi ne" };
    let maps = {
        let id = crate::text::map(rank, &(0..rank).collect::<Vec<_>>());
        format!("{id}, {id}, {}", crate::text::map(rank, &[]))
    };
    let iters = crate::text::iterators(&vec!["reduction"; rank]);
    let (x, y, o, p, q, s, u) = (t.fresh(), t.fresh(), t.fresh(), t.fresh(), t.fresh(), t.fresh(), t.fresh());
    let then = t.nested(|t| {
        let (zero, one) = (t.def("arith.constant 0 : i64"), t.def("arith.constant 1 : i64"));
        let init = t.def(format!("tensor.from_elements {zero} : !count"));
        let body = t.nested(|t| {
            let d = t.def(format!(
                "sparse_tensor.binary {x}, {y} : {et}, {et} to i64 overlap = {{\n^bb0({p}: {et}, {q}: {et}):\n%ne = {cmp}, {p}, {q} : {et}\n%nei = arith.extui %ne : i1 to i64\nsparse_tensor.yield %nei : i64\n}} left = {{\n^bb0({s}: {et}):\nsparse_tensor.yield {one} : i64\n}} right = {{\n^bb0({u}: {et}):\nsparse_tensor.yield {one} : i64\n}}"
            ));
            let (m, n) = (t.fresh(), t.fresh());
            let r = t.def(format!(
                "sparse_tensor.reduce {d}, {o}, {zero} : i64 {{\n^bb0({m}: i64, {n}: i64):\n%sum = arith.addi {m}, {n} : i64\nsparse_tensor.yield %sum : i64\n}}"
            ));
            t.line(format!("linalg.yield {r} : i64"));
            Ok(())
        })?;
        let k = t.def(format!(
            "linalg.generic {{indexing_maps = [{maps}], iterator_types = {iters}}} ins(%a, %b : !a, !b) outs({init} : !count) {{\n^bb0({x}: {et}, {y}: {et}, {o}: i64):\n{body}\n}} -> !count"
        ));
        let n = t.def(format!("tensor.extract {k}[] : !count"));
        let none = t.def(format!("arith.cmpi eq, {n}, {zero} : i64"));
        t.line(format!("scf.yield {none} : i1"));
        Ok(())
    })?;
    let r = t.def(format!(
        "scf.if {same} -> (i1) {{\n{then}\n}} else {{\n%f = arith.constant false\nscf.yield %f : i1\n}}"
    ));
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `diag`: a vector's entries on a square matrix's diagonal, or a matrix's diagonal
/// entries as a vector (built by insertion in level order).
pub(crate) fn diag(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let rw = bind(ir, op);
    let (in_ty, out_ty) = (type_of(&rw, "in")?, type_of(&rw, "out")?);
    let e = Elem::of(ir, in_ty)?;
    let et = &e.text;
    let mut t = Text::default();
    let d = dims(&mut t, ir, "%in", in_ty, "!in");
    let n = d[0].clone().unwrap_or_default();
    let to_matrix = ir.type_of(in_ty).shape().map_or(0, <[i64]>::len) == 1;
    let from = if to_matrix { vec![Some(n.clone()), Some(n)] } else { vec![Some(n)] };
    let sizes = dynamic_sizes(ir, out_ty, &from)?;
    let init = t.def(format!("tensor.empty({}) : !out", sizes.join(", ")));
    let (i, j, v, acc) = (t.fresh(), t.fresh(), t.fresh(), t.fresh());
    let body = t.nested(|t| {
        if to_matrix {
            let ins = t.def(format!("tensor.insert {v} into {acc}[{i}, {i}] : !out"));
            t.line(format!("sparse_tensor.yield {ins} : !out"));
        } else {
            let on = t.def(format!("arith.cmpi eq, {i}, {j} : index"));
            let kept = t.def(format!(
                "scf.if {on} -> (!out) {{\n%ins = tensor.insert {v} into {acc}[{i}] : !out\nscf.yield %ins : !out\n}} else {{\nscf.yield {acc} : !out\n}}"
            ));
            t.line(format!("sparse_tensor.yield {kept} : !out"));
        }
        Ok(())
    })?;
    let args = if to_matrix { format!("{i}: index") } else { format!("{i}: index, {j}: index") };
    let built = t.def(format!(
        "sparse_tensor.foreach in %in init({init}) : !in, !out -> !out do {{\n^bb0({args}, {v}: {et}, {acc}: !out):\n{body}\n}}"
    ));
    let r = t.def(format!("sparse_tensor.load {built} hasInserts : !out"));
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `to_coo`: the coordinates (`nnz x rank` of `index`) and values of the stored entries,
/// in level order.
pub(crate) fn to_coo(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = bind(ir, op);
    let results = ir.op(op).results.clone();
    rw.ty("idx", ir.value_type(results[0]));
    rw.ty("vals", ir.value_type(results[1]));
    let in_ty = type_of(&rw, "in")?;
    let e = Elem::of(ir, in_ty)?;
    let rank = ir.type_of(in_ty).shape().map_or(0, <[i64]>::len);
    let et = &e.text;
    let mut t = Text::default();
    let n = t.def("sparse_tensor.number_of_entries %in : !in");
    let idx_ty = type_of(&rw, "idx")?;
    let r = t.index(rank);
    let idx_sizes = dynamic_sizes(ir, idx_ty, &[Some(n.clone()), Some(r)])?;
    let idx0 = t.def(format!("tensor.empty({}) : !idx", idx_sizes.join(", ")));
    let val_sizes = dynamic_sizes(ir, type_of(&rw, "vals")?, &[Some(n)])?;
    let vals0 = t.def(format!("tensor.empty({}) : !vals", val_sizes.join(", ")));
    let c0 = t.index(0);
    let crds: Vec<String> = (0..rank).map(|_| t.fresh()).collect();
    let consts: Vec<String> = (0..rank).map(|d| t.index(d)).collect();
    let (v, idx, vals, k) = (t.fresh(), t.fresh(), t.fresh(), t.fresh());
    let body = t.nested(|t| {
        let mut cur = idx.clone();
        for (d, c) in crds.iter().enumerate() {
            cur = t.def(format!("tensor.insert {c} into {cur}[{k}, {}] : !idx", consts[d]));
        }
        let nv = t.def(format!("tensor.insert {v} into {vals}[{k}] : !vals"));
        let one = t.def("arith.constant 1 : index");
        let nk = t.def(format!("arith.addi {k}, {one} : index"));
        t.line(format!("sparse_tensor.yield {cur}, {nv}, {nk} : !idx, !vals, index"));
        Ok(())
    })?;
    let crd_args: Vec<String> = crds.iter().map(|c| format!("{c}: index")).collect();
    let res = t.fresh();
    t.line(format!(
        "{res}:3 = sparse_tensor.foreach in %in init({idx0}, {vals0}, {c0}) : !in, !idx, !vals, index -> !idx, !vals, index do {{\n^bb0({}, {v}: {et}, {idx}: !idx, {vals}: !vals, {k}: index):\n{body}\n}}",
        crd_args.join(", ")
    ));
    let a = t.def(format!("tensor.cast {res}#0 : !idx to !idx"));
    let b = t.def(format!("tensor.cast {res}#1 : !vals to !vals"));
    rw.text = t.finish();
    rw.results = vec![a.trim_start_matches('%').into(), b.trim_start_matches('%').into()];
    crate::splice::splice(ir, op, rw).map(|_| ())
}

/// `from_coo`: inserts the entries (given in order) into a new tensor.
pub(crate) fn from_coo(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "idx");
    rw.operand(ir, op, 1, "vals");
    let out_ty = ir.value_type(ir.op(op).results[0]);
    rw.ty("out", out_ty);
    let rank = ir.op(op).operands.len() - 2;
    let names: Vec<String> = (0..rank).map(|d| format!("size{d}")).collect();
    for (d, name) in names.iter().enumerate() {
        let v = ir.op(op).operands[2 + d];
        rw.values.push((name.clone(), v));
    }
    let e = Elem::of(ir, out_ty)?;
    let et = &e.text;
    let mut t = Text::default();
    let from: Vec<Option<String>> = names.iter().map(|n| Some(format!("%{n}"))).collect();
    let sizes = dynamic_sizes(ir, out_ty, &from)?;
    let init = t.def(format!("tensor.empty({}) : !out", sizes.join(", ")));
    let (c0, c1) = (t.index(0), t.index(1));
    let n = t.def(format!("tensor.dim %vals, {c0} : !vals"));
    let consts: Vec<String> = (0..rank).map(|d| t.index(d)).collect();
    let (k, acc) = (t.fresh(), t.fresh());
    let body = t.nested(|t| {
        let crds: Vec<String> =
            consts.iter().map(|c| t.def(format!("tensor.extract %idx[{k}, {c}] : !idx"))).collect();
        let v = t.def(format!("tensor.extract %vals[{k}] : !vals"));
        let ins = t.def(format!("tensor.insert {v} into {acc}[{}] : !out", crds.join(", ")));
        t.line(format!("scf.yield {ins} : !out"));
        Ok(())
    })?;
    let built = t.def(format!(
        "scf.for {k} = {c0} to {n} step {c1} iter_args({acc} = {init}) -> (!out) {{\n{body}\n}}"
    ));
    let _ = et;
    let r = t.def(format!("sparse_tensor.load {built} hasInserts : !out"));
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// `matrix_select_random`: rows with at most `n` entries are kept whole; from a longer
/// row the `choose_n` function (`(ctx, n, row length, out indices, row values)`, the
/// mlir-graphblas ABI: `choose_uniform`, `choose_weighted`, or one of the program's)
/// picks `n` entries by their positions in the row.
pub(crate) fn select_random(ir: &mut Ir, op: OpId) -> Result<(), String> {
    use sparsir_ir::attrs::Attr;
    use sparsir_storage::encoding::{LevelFormat, LevelType};
    let mut rw = bind(ir, op);
    rw.operand(ir, op, 1, "n");
    rw.operand(ir, op, 2, "ctx");
    let chooser = match ir.op_attr(op, "choose_n").map(|a| ir.attr_of(a)) {
        Some(Attr::SymbolRef(path)) if path.len() == 1 => path[0].clone(),
        _ => return Err("internal error: no choose_n symbol".into()),
    };
    let in_ty = type_of(&rw, "in")?;
    let e = Elem::of(ir, in_ty)?;
    let enc = sparsir_storage::Encoding::identity(vec![
        LevelType::new(LevelFormat::Dense),
        LevelType::new(LevelFormat::Compressed),
    ]);
    let attr = ir.encoding_attr(enc);
    let shape = ir.type_of(in_ty).shape().map(<[i64]>::to_vec).unwrap_or_default();
    let elem = ir.type_of(in_ty).elem().unwrap_or(in_ty);
    let work = ir.ty(Type::Tensor { shape, elem, encoding: Some(attr) });
    rw.ty("work", work);
    let n_ty = sparsir_ir::printer::type_to_string(ir, ir.value_type(ir.op(op).operands[1]));
    let et = e.text.clone();
    let mut t = Text::default();
    let w = t.def("sparse_tensor.convert %in : !in to !work");
    let pos = t.def(format!("sparse_tensor.positions {w} {{level = 1 : index}} : !work to memref<?xindex>"));
    let crd =
        t.def(format!("sparse_tensor.coordinates {w} {{level = 1 : index}} : !work to memref<?xindex>"));
    let vals = t.def(format!("sparse_tensor.values {w} : !work to memref<?x{et}>"));
    let d = dims(&mut t, ir, "%in", in_ty, "!in");
    let sizes = dynamic_sizes(ir, type_of(&rw, "out")?, &d)?;
    let init = t.def(format!("tensor.empty({}) : !out", sizes.join(", ")));
    let (c0, c1) = (t.index(0), t.index(1));
    let rows = d[0].clone().unwrap_or_default();
    let n = t.def(format!("arith.index_cast %n : {n_ty} to index"));
    let n64 = t.def(format!("arith.index_cast {n} : index to i64"));
    let idx = t.def(format!("memref.alloc({n}) : memref<?xi64>"));
    let (i, acc) = (t.fresh(), t.fresh());
    let row = Row {
        pos,
        crd,
        vals,
        et,
        i: i.clone(),
        acc: acc.clone(),
        n,
        n64,
        idx: idx.clone(),
        c0: c0.clone(),
        c1: c1.clone(),
    };
    let body = t.nested(|t| random_row(t, &row, &chooser))?;
    let built = t.def(format!(
        "scf.for {i} = {c0} to {rows} step {c1} iter_args({acc} = {init}) -> (!out) {{\n{body}\n}}"
    ));
    t.line(format!("memref.dealloc {idx} : memref<?xi64>"));
    let r = t.def(format!("sparse_tensor.load {built} hasInserts : !out"));
    finish(ir, op, rw, t, &r).map(|_| ())
}

/// The names `random_row` writes with: the storage buffers of the matrix, the row loop's
/// index and accumulator, `n` (as `index` and `i64`), the chooser's output buffer.
struct Row {
    pos: String,
    crd: String,
    vals: String,
    et: String,
    i: String,
    acc: String,
    n: String,
    n64: String,
    idx: String,
    c0: String,
    c1: String,
}

/// One row of `matrix_select_random`: all its entries when it has at most `n`, else the
/// `n` the chooser picks; yields the accumulator with them inserted.
fn random_row(t: &mut Text, r: &Row, chooser: &str) -> Result<(), String> {
    let Row { pos, crd, vals, et, i, acc, n, n64, idx, c0, c1 } = r;
    // Inserts entry `p` of row `i` into `a`.
    let insert = |t: &mut Text, a: &str, p: &str| -> String {
        let j = t.def(format!("memref.load {crd}[{p}] : memref<?xindex>"));
        let v = t.def(format!("memref.load {vals}[{p}] : memref<?x{et}>"));
        t.def(format!("tensor.insert {v} into {a}[{i}, {j}] : !out"))
    };
    let p0 = t.def(format!("memref.load {pos}[{i}] : memref<?xindex>"));
    let i1 = t.def(format!("arith.addi {i}, {c1} : index"));
    let p1 = t.def(format!("memref.load {pos}[{i1}] : memref<?xindex>"));
    let len = t.def(format!("arith.subi {p1}, {p0} : index"));
    let few = t.def(format!("arith.cmpi ule, {len}, {n} : index"));
    let (p, a) = (t.fresh(), t.fresh());
    let whole = t.nested(|t| {
        let ins = insert(t, &a, &p);
        t.line(format!("scf.yield {ins} : !out"));
        Ok(())
    })?;
    let all = t.nested(|t| {
        let r = t.def(format!(
            "scf.for {p} = {p0} to {p1} step {c1} iter_args({a} = {acc}) -> (!out) {{\n{whole}\n}}"
        ));
        t.line(format!("scf.yield {r} : !out"));
        Ok(())
    })?;
    let (q, b) = (t.fresh(), t.fresh());
    let some = t.nested(|t| {
        let rv = t.def(format!("memref.alloc({len}) : memref<?x{et}>"));
        let copy = t.nested(|t| {
            let at = t.def(format!("arith.addi {p0}, {q} : index"));
            let v = t.def(format!("memref.load {vals}[{at}] : memref<?x{et}>"));
            t.line(format!("memref.store {v}, {rv}[{q}] : memref<?x{et}>"));
            Ok(())
        })?;
        t.line(format!("scf.for {q} = {c0} to {len} step {c1} {{\n{copy}\n}}"));
        let len64 = t.def(format!("arith.index_cast {len} : index to i64"));
        t.line(format!(
            "func.call @{chooser}(%ctx, {n64}, {len64}, {idx}, {rv}) : (!ctx, i64, i64, memref<?xi64>, memref<?x{et}>) -> ()"
        ));
        t.line(format!("memref.dealloc {rv} : memref<?x{et}>"));
        let pick = t.nested(|t| {
            let k64 = t.def(format!("memref.load {idx}[{q}] : memref<?xi64>"));
            let k = t.def(format!("arith.index_cast {k64} : i64 to index"));
            let pk = t.def(format!("arith.addi {p0}, {k} : index"));
            let ins = insert(t, &b, &pk);
            t.line(format!("scf.yield {ins} : !out"));
            Ok(())
        })?;
        let r = t.def(format!("scf.for {q} = {c0} to {n} step {c1} iter_args({b} = {acc}) -> (!out) {{\n{pick}\n}}"));
        t.line(format!("scf.yield {r} : !out"));
        Ok(())
    })?;
    let next = t.def(format!("scf.if {few} -> (!out) {{\n{all}\n}} else {{\n{some}\n}}"));
    t.line(format!("scf.yield {next} : !out"));
    Ok(())
}
