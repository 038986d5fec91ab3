//! One point of the iteration space: evaluate the body, update the output.
//!
//! Why: at the innermost loop every operand is known present (its value loaded) or absent
//! (for this branch), so the body is evaluated with presence resolved statically — a
//! product with an absent factor is never computed, an addition with one absent side is the
//! other side, `sparse_tensor.unary/binary` pick their branch, `select` makes presence a
//! run-time condition. The result updates the output: stored in place (dense), appended to
//! the entry list (sparse: `Push` statements, no runtime call per entry), or folded into
//! the reduction accumulator or row workspace of a sparse output (a workspace row is
//! compressed in loop IR: `SortIndex` of its touched coordinates, then one entry each).

use std::collections::HashMap;

use sparsir_ir::{OpId, ValueId};
use sparsir_loops::{BinOp, CastOp, Ty, UnOp, VarId};
use sparsir_storage::encoding::affine::{AffineExpr, AffineOp};
use sparsir_storage::ElemType;

use super::codegen::{Assembly, At, Data, Gen, Out};
use super::expr::{Branch, Class, ExprId, Kind};
use super::flow::{if_else_with, if_then};
use super::levels::load_value;
use crate::lower::{Cx, Result};

/// A value with its presence: always (`cond: None`) or when `cond` holds.
#[derive(Clone, Copy, Debug)]
struct Pv {
    v: VarId,
    cond: Option<VarId>,
}

/// Evaluates the body at `at` and updates the output.
pub fn emit(cx: &mut Cx, g: &mut Gen, at: &At) -> Result<()> {
    bind_indices(cx, g, at);
    match g.out.clone() {
        Out::Dense { buf, strides } => {
            let out_map = g.k.out().map.clone();
            let lin = linear(cx, &out_map, &strides, at)?;
            let acc = if g.k.exprs.reads_output() { Some(cx.b.load(buf, lin)) } else { None };
            if let Some(r) = eval_root(cx, g, at, acc)? {
                guarded(cx, r.cond, |cx| {
                    cx.b.store(buf, lin, r.v);
                    Ok(())
                })?;
            }
            Ok(())
        }
        Out::Sparse { assembly: Assembly::Direct, crds, vals, .. } => {
            let old = stored_output(cx, g, at)?;
            match (eval_root(cx, g, at, old)?, old) {
                (Some(Pv { v, cond: None }), _) => push(cx, g, at, crds, vals, v),
                (Some(Pv { v, cond: Some(c) }), None) => if_then(cx, c, |cx| push(cx, g, at, crds, vals, v)),
                (Some(Pv { v, cond: Some(c) }), Some(old)) => {
                    // `select` dropped the value: the stored entry stays.
                    let v = cx.b.select(c, v, old);
                    push(cx, g, at, crds, vals, v)
                }
                (None, Some(old)) => push(cx, g, at, crds, vals, old),
                (None, None) => Ok(()),
            }
        }
        Out::Sparse {
            assembly: Assembly::Workspace { values, filled, added, count, last_loop, .. }, ..
        } => {
            let j = at.ivs[last_loop as usize].expect("the workspace loop is bound at a point");
            let slot = Slot { value: values, present: filled, at: j, added: Some((added, count)) };
            update_slot(cx, g, at, slot)
        }
        Out::Sparse { assembly: Assembly::Scalar { value, present }, .. } => {
            let zero = cx.b.index(0);
            update_slot(cx, g, at, Slot { value, present, at: zero, added: None })
        }
    }
}

/// Ops a body may hold for [`branch_free_body`]: none can fail, and each gives a value
/// whatever its operands (the step computes every point's value before it knows the point).
const TOTAL_OPS: &[&str] = &[
    "arith.constant",
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.negf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
];

/// Whether every point of a co-iteration step may have its value computed before the
/// step knows which point it is (`coiterate`'s branch-free union): the output is an entry
/// list appended in order (`Direct`) that the body does not read, of a type the step picks
/// with bit masks, and the body holds only operand values, invariants, indices and
/// [`TOTAL_OPS`] (no `sparse_tensor` regions, no `select`, nothing that can fail).
pub fn branch_free_body(cx: &Cx, g: &Gen) -> bool {
    let direct = matches!(g.out, Out::Sparse { assembly: Assembly::Direct, .. });
    let elem = matches!(g.k.out().elem, ElemType::F64 | ElemType::F32 | ElemType::I64 | ElemType::I32);
    let total = g.k.exprs.nodes.iter().all(|n| match n.kind {
        Kind::Tensor(_) | Kind::Invariant | Kind::Index(_) => true,
        Kind::Op(_) => n.op.is_some_and(|op| TOTAL_OPS.contains(&cx.ir.op_name(op))),
        _ => false,
    });
    direct && elem && total && g.k.out_walk.is_none() && !g.k.exprs.reads_output()
}

/// The body's value at `at`, computed without updating the output; `None` when the body
/// gives no value there or only under a run-time condition. For [`branch_free_body`]
/// kernels.
pub fn value_at(cx: &mut Cx, g: &mut Gen, at: &At) -> Result<Option<VarId>> {
    bind_indices(cx, g, at);
    Ok(match eval_root(cx, g, at, None)? {
        Some(Pv { v, cond: None }) => Some(v),
        _ => None,
    })
}

/// Appends the entry `(coordinates at `at`, v)` to a `Direct` entry list.
pub fn append_entry(cx: &mut Cx, g: &Gen, at: &At, v: VarId) -> Result<()> {
    let Out::Sparse { crds, vals, .. } = g.out.clone() else {
        unreachable!("a branch-free body has a sparse output")
    };
    push(cx, g, at, crds, vals, v)
}

/// The stored value of a walked sparse output at `at` (its levels are all bound there),
/// `None` when it stores nothing there or is not walked.
fn stored_output(cx: &mut Cx, g: &Gen, at: &At) -> Result<Option<VarId>> {
    let Some(t) = g.k.out_walk else { return Ok(None) };
    if at.absent >> t & 1 == 1 {
        return Ok(None);
    }
    let Data::Sparse { values, .. } = &g.data[t] else { unreachable!("a walked output is sparse") };
    Ok(Some(load_value(cx, *values, at.parent[t], g.k.operands[t].elem)?))
}

/// A reduction slot of a sparse output: `value[at]` and `present[at]`; a workspace also
/// records each newly filled coordinate in `added[count[0]++]`.
#[derive(Clone, Copy)]
struct Slot {
    value: VarId,
    present: VarId,
    at: VarId,
    added: Option<(VarId, VarId)>,
}

/// Evaluates the body with the slot's value as the output argument (absent when not yet
/// present) and stores the result back.
fn update_slot(cx: &mut Cx, g: &mut Gen, at: &At, slot: Slot) -> Result<()> {
    let Slot { value, present, at: idx, added } = slot;
    let update = |cx: &mut Cx, g: &mut Gen, acc: Option<VarId>| -> Result<Vec<VarId>> {
        let Some(r) = eval_root(cx, g, at, acc)? else { return Ok(vec![]) };
        guarded(cx, r.cond, |cx| {
            cx.b.store(value, idx, r.v);
            if acc.is_none() {
                let t = cx.b.bool(true);
                cx.b.store(present, idx, t);
                if let Some((added, count)) = added {
                    let zero = cx.b.index(0);
                    let c = cx.b.load(count, zero);
                    cx.b.store(added, c, idx);
                    let one = cx.b.index(1);
                    let next = cx.b.binary(BinOp::AddI, c, one);
                    cx.b.store(count, zero, next);
                }
            }
            Ok(())
        })?;
        Ok(vec![])
    };
    if g.acc_present && added.is_none() {
        // The scalar accumulator is known to hold a value (`codegen::accumulating_loop`).
        let v = cx.b.load(value, idx);
        return update(cx, g, Some(v)).map(|_| ());
    }
    // Two copies of the body: one with the output argument present, one without — the
    // two branches of one `if`, so that what both compute (SpGEMM's `A[i, k]`, loaded in
    // each) is seen by the C compiler as computed on every path, and hoisted out of the
    // loop (SpGEMM on the Laplacian, one thread, stop 46).
    let is_present = cx.b.load(present, idx);
    if_else_with(
        cx,
        g,
        is_present,
        |cx, g| {
            let v = cx.b.load(value, idx);
            update(cx, g, Some(v)).map(|_| ())
        },
        |cx, g| update(cx, g, None).map(|_| ()),
    )
}

/// Runs `inner` (the loops below a sparse output's assembly point) with a fresh
/// accumulator or workspace, then appends what they produced.
pub fn with_accumulator(
    cx: &mut Cx,
    g: &mut Gen,
    at: &At,
    inner: impl FnOnce(&mut Cx, &mut Gen) -> Result<()>,
) -> Result<()> {
    let Out::Sparse { crds, vals, assembly, rows } = g.out.clone() else { return inner(cx, g) };
    let zero = cx.b.index(0);
    match assembly {
        Assembly::Direct => inner(cx, g),
        Assembly::Scalar { value, present } => {
            // The accumulator starts as the output's stored entry, if it has one.
            let old = stored_output(cx, g, at)?;
            let is_stored = cx.b.bool(old.is_some());
            cx.b.store(present, zero, is_stored);
            if let Some(old) = old {
                cx.b.store(value, zero, old);
            }
            inner(cx, g)?;
            let is_present = cx.b.load(present, zero);
            if_then(cx, is_present, |cx| {
                let v = cx.b.load(value, zero);
                push(cx, g, at, crds, vals, v)
            })
        }
        Assembly::Workspace { values, filled, added, count, last_dim, .. } => {
            cx.b.store(count, zero, zero);
            inner(cx, g)?;
            let mut outer = Vec::new();
            for (_, e) in g.k.out().map.iter().enumerate().filter(|&(d, _)| d != last_dim) {
                let AffineExpr::Var(l) = e else { unreachable!("output maps are projected permutations") };
                outer.push(at.ivs[*l as usize].expect("outer output loops are bound"));
            }
            let counted = !g.counts_per_row; // else counted per row visit (`count_row`)
            let ws = Workspace { crds, vals, values, filled, added, count, last_dim, rows, counted };
            compress(cx, ws, &outer)
        }
    }
}

/// The buffers of a row workspace and where its coordinate goes in an entry.
#[derive(Clone, Copy)]
struct Workspace {
    crds: VarId,
    vals: VarId,
    values: VarId,
    filled: VarId,
    added: VarId,
    count: VarId,
    last_dim: usize,
    /// Entries per row of a CSR output built row by row (`Out::Sparse::rows`).
    rows: Option<VarId>,
    /// Whether `compress` adds the row's entries to `rows` (else the row loop does).
    counted: bool,
}

/// Appends the workspace row: the coordinates `added[..count[0]]` sorted, each as an entry
/// `(outer[..last_dim], j, outer[last_dim..])` with value `values[j]`, and clears
/// `filled[j]` for the next row.
fn compress(cx: &mut Cx, ws: Workspace, outer: &[VarId]) -> Result<()> {
    let zero = cx.b.index(0);
    let n = cx.b.load(ws.count, zero);
    // `added[..n]` is exactly the coordinates whose `filled` flag is set (`update_slot`
    // sets both at once, the loop below clears both): a backend may scan the flags.
    cx.b.sort_marked_index(ws.added, n, ws.filled);
    let one = cx.b.index(1);
    if ws.rows.is_some() {
        // One column and one value per touched coordinate: room for all of them first.
        cx.b.reserve(ws.crds, n);
        cx.b.reserve(ws.vals, n);
    }
    cx.for_loop(zero, n, one, &[], |cx, k, _| {
        let j = cx.b.load(ws.added, k);
        if ws.rows.is_some() {
            // CSR built row by row: the column only (the row is counted below).
            push_col(cx, ws.crds, j, true);
        } else {
            for &c in &outer[..ws.last_dim] {
                cx.b.push_back(ws.crds, c);
            }
            cx.b.push_back(ws.crds, j);
            for &c in &outer[ws.last_dim..] {
                cx.b.push_back(ws.crds, c);
            }
        }
        let v = cx.b.load(ws.values, j);
        cx.b.append(ws.vals, v, ws.rows.is_some());
        let f = cx.b.bool(false);
        cx.b.store(ws.filled, j, f);
        Ok(vec![])
    })?;
    if let Some(counts) = ws.rows.filter(|_| ws.counted) {
        add_to_count(cx, counts, outer[0], n);
    }
    Ok(())
}

/// `counts[row] += n`: entries added to a row of a CSR output built row by row.
pub(super) fn add_to_count(cx: &mut Cx, counts: VarId, row: VarId, n: VarId) {
    let c = cx.b.load(counts, row);
    let c = cx.b.binary(BinOp::AddI, c, n);
    cx.b.store(counts, row, c);
}

fn guarded(cx: &mut Cx, cond: Option<VarId>, f: impl FnOnce(&mut Cx) -> Result<()>) -> Result<()> {
    match cond {
        None => f(cx),
        Some(c) => if_then(cx, c, f),
    }
}

/// Appends the entry `(coordinates of the point, v)`: the value, then each output
/// coordinate in dimension order.
fn push(cx: &mut Cx, g: &Gen, at: &At, crds: VarId, vals: VarId, v: VarId) -> Result<()> {
    cx.b.append(vals, v, g.reserved);
    if let Out::Sparse { rows: Some(counts), .. } = g.out {
        // CSR built row by row: the column, and one more entry in the row.
        let crd = |e: &AffineExpr| match e {
            AffineExpr::Var(l) => {
                at.ivs[*l as usize].expect("output loops are bound before the output is written")
            }
            _ => unreachable!("output maps are projected permutations"),
        };
        let (row, col) = (crd(&g.k.out().map[0]), crd(&g.k.out().map[1]));
        push_col(cx, crds, col, g.reserved);
        if !g.counts_per_row {
            let one = cx.b.index(1);
            add_to_count(cx, counts, row, one);
        }
        return Ok(());
    }
    for e in &g.k.out().map {
        let AffineExpr::Var(l) = e else { unreachable!("output maps are projected permutations") };
        let c = at.ivs[*l as usize].expect("output loops are bound before the output is written");
        cx.b.push_back(crds, c);
    }
    Ok(())
}

/// Appends column `col` (an `index`) to the columns of a CSR output built row by row, at
/// the buffer's width (`i32` for a 32-bit output: the columns fit, the runtime checked the
/// shape when it made the buffer).
fn push_col(cx: &mut Cx, cols: VarId, col: VarId, reserved: bool) {
    let col = match cx.b.ty(cols) {
        Ty::Buf(ElemType::I32) => cx.b.cast(CastOp::IndexCast, col, ElemType::I32),
        _ => col,
    };
    cx.b.append(cols, col, reserved);
}

/// Maps every `linalg.index` of the body (also those used only inside semiring regions)
/// to its loop's coordinate.
fn bind_indices(cx: &mut Cx, g: &Gen, at: &At) {
    for &(v, d) in &g.k.index_values {
        if let Some(iv) = at.ivs[d as usize] {
            cx.set(v, iv);
        }
    }
}

/// The row-major position of the point in a dense operand indexed by `map`.
fn linear(cx: &mut Cx, map: &[AffineExpr], strides: &[VarId], at: &At) -> Result<VarId> {
    let mut lin = cx.b.index(0);
    for (e, &s) in map.iter().zip(strides) {
        let x = affine(cx, e, at)?;
        let term = cx.b.binary(BinOp::MulI, x, s);
        lin = cx.b.binary(BinOp::AddI, lin, term);
    }
    Ok(lin)
}

/// The value of a subscript at the loops bound in `at`.
pub(super) fn affine(cx: &mut Cx, e: &AffineExpr, at: &At) -> Result<VarId> {
    Ok(match e {
        AffineExpr::Var(l) => at.ivs[*l as usize].expect("all loops bound at a point"),
        AffineExpr::Const(c) => cx.b.index(*c),
        AffineExpr::Sym(_) => {
            return Err(crate::lower::LowerError {
                pos: 0,
                message: "unsupported: symbols in a kernel map".into(),
            })
        }
        AffineExpr::Bin(op, a, b) => {
            let (a, b) = (affine(cx, a, at)?, affine(cx, b, at)?);
            let op = match op {
                AffineOp::Add => BinOp::AddI,
                AffineOp::Mul => BinOp::MulI,
                AffineOp::Mod => BinOp::RemSI,
                AffineOp::FloorDiv => BinOp::FloorDivSI,
                AffineOp::CeilDiv => BinOp::CeilDivSI,
            };
            cx.b.binary(op, a, b)
        }
    })
}

fn eval_root(cx: &mut Cx, g: &mut Gen, at: &At, acc: Option<VarId>) -> Result<Option<Pv>> {
    let root = g.k.exprs.root.expect("a kernel body yields a value");
    let mut ev = Eval { g, at, acc, memo: HashMap::new() };
    ev.eval(cx, root)
}

struct Eval<'g, 'k> {
    g: &'g Gen<'k>,
    at: &'g At,
    acc: Option<VarId>,
    memo: HashMap<ExprId, Option<Pv>>,
}

impl Eval<'_, '_> {
    fn eval(&mut self, cx: &mut Cx, e: ExprId) -> Result<Option<Pv>> {
        if let Some(&r) = self.memo.get(&e) {
            return Ok(r);
        }
        let r = self.eval_node(cx, e)?;
        self.memo.insert(e, r);
        Ok(r)
    }

    /// A statically present value (`cond` must be `None` for operands of ordinary ops).
    fn plain(&mut self, cx: &mut Cx, e: ExprId, user: OpId) -> Result<Option<VarId>> {
        match self.eval(cx, e)? {
            None => Ok(None),
            Some(Pv { v, cond: None }) => Ok(Some(v)),
            Some(_) => Err(cx.unsupported(
                user,
                "using the result of 'sparse_tensor.select' (its presence is only known at run time; yield it or reduce it)",
            )),
        }
    }

    fn eval_node(&mut self, cx: &mut Cx, e: ExprId) -> Result<Option<Pv>> {
        let k = self.g.k;
        let n = k.exprs.get(e).clone();
        let some = |v: VarId| Ok(Some(Pv { v, cond: None }));
        match n.kind {
            Kind::Tensor(t) => {
                if self.at.absent >> t & 1 == 1 {
                    return Ok(None);
                }
                let elem = k.operands[t].elem;
                let v = match &self.g.data[t] {
                    Data::Sparse { values, .. } => load_value(cx, *values, self.at.parent[t], elem)?,
                    Data::Dense { buf, strides } => {
                        let lin = linear(cx, &k.operands[t].map, strides, self.at)?;
                        cx.b.load(*buf, lin)
                    }
                    Data::Scalar(v) => *v,
                    Data::Output => unreachable!("the output is not an input leaf"),
                };
                some(v)
            }
            Kind::Output => Ok(self.acc.map(|v| Pv { v, cond: None })),
            Kind::Invariant => some(self.invariant(cx, n.value)?),
            Kind::Index(d) => some(self.at.ivs[d as usize].expect("all loops bound at a point")),
            Kind::Op(class) => self.op(cx, class, &n.args, n.op.expect("ops have an op"), n.value),
            Kind::Unary { present, absent } => {
                let op = n.op.expect("unary op");
                match self.plain(cx, n.args[0], op)? {
                    Some(a) => self.branch(cx, op, 0, present, &[a]),
                    None => self.branch(cx, op, 1, absent, &[]),
                }
            }
            Kind::Binary { overlap, left, right } => {
                let op = n.op.expect("binary op");
                let a = self.plain(cx, n.args[0], op)?;
                let b = self.plain(cx, n.args[1], op)?;
                match (a, b) {
                    (Some(a), Some(b)) => self.branch(cx, op, 0, overlap, &[a, b]),
                    (Some(a), None) => self.branch(cx, op, 1, left, &[a]),
                    (None, Some(b)) => self.branch(cx, op, 2, right, &[b]),
                    (None, None) => Ok(None),
                }
            }
            Kind::Select => {
                let op = n.op.expect("select op");
                let Some(a) = self.plain(cx, n.args[0], op)? else { return Ok(None) };
                let keep = region(cx, op, 0, &[a])?;
                Ok(Some(Pv { v: a, cond: Some(keep) }))
            }
            Kind::Reduce => self.reduce(cx, &n.args, n.op.expect("reduce op")),
        }
    }

    fn invariant(&self, cx: &mut Cx, v: ValueId) -> Result<VarId> {
        if let Some((_, i)) = cx.ir.block_arg_position(v) {
            if let Some(Data::Scalar(s)) = self.g.data.get(i) {
                return Ok(*s);
            }
        }
        cx.get(v)
    }

    fn op(
        &mut self,
        cx: &mut Cx,
        class: Class,
        args: &[ExprId],
        op: OpId,
        value: ValueId,
    ) -> Result<Option<Pv>> {
        let mut vals = Vec::new();
        for &a in args {
            vals.push(self.plain(cx, a, op)?);
        }
        let present = vals.iter().filter(|v| v.is_some()).count();
        match class {
            Class::Conj | Class::Map if present < vals.len() => return Ok(None),
            Class::DisjPass | Class::DisjZero if present == 0 && !vals.is_empty() => return Ok(None),
            Class::Choice if vals[1].is_none() && vals[2].is_none() => return Ok(None),
            _ => {}
        }
        // The inputs give the op a value here. A sparse output holds zeros where it stores
        // nothing, so an absent output argument reads as 0 (`0 + x`, not `x`: MLIR 22 starts
        // a reduction into a sparse output from +0, so terms that are all -0 sum to +0).
        let operands = &cx.ir.op(op).operands;
        for ((v, &a), &operand) in vals.iter_mut().zip(args).zip(operands) {
            if v.is_none() && self.g.k.exprs.get(a).kind == Kind::Output {
                *v = Some(zero_of(cx, op, operand)?);
            }
        }
        if matches!(class, Class::DisjPass)
            && vals.len() == 2
            && vals.iter().filter(|v| v.is_some()).count() == 1
        {
            return Ok(vals.into_iter().flatten().next().map(|v| Pv { v, cond: None }));
        }
        if vals.is_empty() {
            cx.lower_op(op)?;
            return Ok(Some(Pv { v: cx.get(value)?, cond: None }));
        }
        if let [None, Some(y)] = vals[..] {
            if let Some(neg) = negation_of_right(cx.ir.op_name(op)) {
                // `x - y` where only `y` is stored: `-y`, as MLIR 22 computes it (`0 - y`
                // would give +0 for y = +0, where MLIR 22 prints -0).
                let r = cx.b.unary(neg, y);
                cx.set(value, r);
                return Ok(Some(Pv { v: r, cond: None }));
            }
        }
        // An absent operand reads as the zero of its type.
        let mut args_v = Vec::new();
        for (v, &operand) in vals.into_iter().zip(operands) {
            args_v.push(match v {
                Some(v) => v,
                None => zero_of(cx, op, operand)?,
            });
        }
        let Ty::Scalar(to) = cx.ty_of(value)? else {
            return Err(cx.unsupported(op, "with a non-scalar result"));
        };
        let outer = cx.b.origin;
        cx.b.origin = Some(cx.origin(op));
        let r = crate::lower::arith::scalar_op(cx, op, &args_v, to);
        cx.b.origin = outer;
        let r = r?;
        cx.set(value, r);
        Ok(Some(Pv { v: r, cond: None }))
    }

    fn branch(&mut self, cx: &mut Cx, op: OpId, i: usize, b: Branch, args: &[VarId]) -> Result<Option<Pv>> {
        Ok(match b {
            Branch::Empty => None,
            Branch::Identity => Some(Pv { v: args[0], cond: None }),
            Branch::Region => Some(Pv { v: region(cx, op, i, args)?, cond: None }),
        })
    }

    fn reduce(&mut self, cx: &mut Cx, args: &[ExprId], op: OpId) -> Result<Option<Pv>> {
        let k = self.g.k;
        let mut vals = Vec::new();
        let mut cond = None;
        for &a in &args[..2] {
            let r = self.eval(cx, a)?;
            match r {
                Some(pv) => {
                    if let Some(c) = pv.cond {
                        cond = Some(match cond {
                            None => c,
                            Some(prev) => cx.b.binary(BinOp::AndI, prev, c),
                        });
                    }
                    vals.push(pv.v);
                }
                None if k.exprs.get(a).kind == Kind::Output => {
                    let id = self
                        .plain(cx, args[2], op)?
                        .ok_or_else(|| cx.unsupported(op, "with an absent identity"))?;
                    vals.push(id);
                }
                None => return Ok(None),
            }
        }
        let v = region(cx, op, 0, &vals)?;
        Ok(Some(Pv { v, cond }))
    }
}

/// The zero of `operand`'s scalar type, as a constant.
fn zero_of(cx: &mut Cx, op: OpId, operand: ValueId) -> Result<VarId> {
    let Ty::Scalar(t) = cx.ty_of(operand)? else {
        return Err(cx.unsupported(op, "on a non-scalar value in a kernel"));
    };
    Ok(cx.b.constant(t, t.zero()))
}

/// Lowers region `i` of `op` with its block arguments bound to `args`; returns the
/// yielded value.
fn region(cx: &mut Cx, op: OpId, i: usize, args: &[VarId]) -> Result<VarId> {
    let ir = cx.ir;
    let r = ir.op(op).regions[i];
    let blk = *ir.region(r).blocks.first().ok_or_else(|| cx.unsupported(op, "with an empty region"))?;
    for (&a, &v) in ir.block(blk).args.iter().zip(args) {
        cx.set(a, v);
    }
    let term = cx.lower_region_ops(r)?.ok_or_else(|| cx.unsupported(op, "with a region without yield"))?;
    let y =
        *ir.op(term).operands.first().ok_or_else(|| cx.unsupported(op, "with a region yielding nothing"))?;
    cx.get(y)
}

/// The negation a floating subtraction with its left operand absent computes instead
/// (`subf` → `negf`, `complex.sub` → `complex.neg`); `None` for other ops (an integer
/// `0 - y` is `-y` exactly).
fn negation_of_right(name: &str) -> Option<UnOp> {
    match name {
        "arith.subf" => Some(UnOp::NegF),
        "complex.sub" => Some(UnOp::CNeg),
        _ => None,
    }
}
