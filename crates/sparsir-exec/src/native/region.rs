//! Which statements of a loop program run as machine code: the native regions.
//!
//! Why: the hot code of a program is its loop nests (kernels, fills, copies); everything
//! between them is a handful of runtime calls on whole tensors. A *region* is a `for` or
//! `while` statement whose whole body is plain computation — scalar ops, loads, stores,
//! appends, nested loops and branches, asserts — on scalar types C represents exactly
//! (`i1` … `i64`, `index`, `f32`, `f64`). Such a statement is compiled to one C function;
//! the interpreter calls it in place of interpreting the statement. A loop that calls the
//! runtime (or a function, or allocates) is not a region, but the loops nested in it may
//! be.
//!
//! Worked example: in `for i { y[i] = 0; for p in pos[i]..pos[i+1] { … } }` the outer
//! `for` is one region; its live-ins are the scalars `lo, hi, step` and the buffers
//! `y, pos, crd, vals, x`; its results are the `for`'s results (none here).

use std::collections::BTreeSet;

use sparsir_loops::{BlockId, CastOp, CmpPred, ParallelFor, Program, Stmt, Ty, VarId};
use sparsir_storage::ElemType;

/// One compiled statement.
#[derive(Clone, Debug)]
pub struct Region {
    /// The block holding the statement.
    pub block: BlockId,
    /// The statement's index in that block.
    pub index: usize,
    /// Scalar variables read inside and defined outside, in `VarId` order.
    pub scalars_in: Vec<VarId>,
    /// Buffer variables read or written inside, in `VarId` order.
    pub bufs: Vec<VarId>,
    /// Buffers that statements inside append to (a subset of `bufs`).
    pub pushed: BTreeSet<VarId>,
    /// Appended buffers that statements inside never grow: every `Push` to them is
    /// `reserved` (unchecked, within room made before the statement) and no `Reserve`
    /// names them, so their storage stays where it was for the whole statement.
    pub never_grown: BTreeSet<VarId>,
    /// Buffers that statements inside store to, sort or append to (a subset of `bufs`;
    /// they must be owned buffers at run time, never read-only views).
    pub written: BTreeSet<VarId>,
    /// The statement's results (scalars).
    pub results: Vec<VarId>,
    /// Per result: true when it crosses as a float.
    pub result_floats: Vec<bool>,
    /// Per buffer: its element type.
    pub buf_elems: Vec<ElemType>,
    /// The statement is a `for` the sparsifier claims parallel ([`ParallelFor`]), its
    /// appended buffers only ever appended to inside (never read): ranges of its
    /// iterations may run on several threads (`native::parallel`).
    pub parallel: Option<ParallelFor>,
    /// With `parallel`: the loop's `lo`, `hi` and `step` variables (live-ins).
    pub bounds: [VarId; 3],
}

/// True for the element types native code represents exactly.
pub fn native_elem(t: ElemType) -> bool {
    matches!(
        t,
        ElemType::I1
            | ElemType::I8
            | ElemType::I16
            | ElemType::I32
            | ElemType::I64
            | ElemType::Index
            | ElemType::F32
            | ElemType::F64
    )
}

fn scalar_ok(prog: &Program, v: VarId) -> bool {
    matches!(prog.ty(v), Ty::Scalar(t) if native_elem(t))
}

fn buf_elem(prog: &Program, v: VarId) -> Option<ElemType> {
    match prog.ty(v) {
        Ty::Buf(t) if native_elem(t) => Some(t),
        _ => None,
    }
}

/// True when `buf` is a native buffer whose elements have `scalar`'s type.
fn elem_of(prog: &Program, buf: VarId, scalar: VarId) -> bool {
    buf_elem(prog, buf).is_some_and(|t| prog.ty(scalar) == Ty::Scalar(t))
}

/// Every region of `prog`, outermost first: a region's nested loops are not regions of
/// their own.
pub fn find_regions(prog: &Program) -> Vec<Region> {
    let mut out = Vec::new();
    for f in &prog.funcs {
        collect(prog, f.body, &mut out);
    }
    out
}

fn collect(prog: &Program, b: BlockId, out: &mut Vec<Region>) {
    for (i, stmt) in prog.block(b).stmts.iter().enumerate() {
        let is_loop = matches!(stmt, Stmt::For { .. } | Stmt::While { .. });
        if is_loop && capable(prog, stmt) {
            out.push(region(prog, b, i));
            continue;
        }
        for nested in stmt.blocks() {
            collect(prog, nested, out);
        }
    }
}

/// True when `stmt` and everything nested in it can run as C.
fn capable(prog: &Program, stmt: &Stmt) -> bool {
    let scalars = |vs: &[VarId]| vs.iter().all(|&v| scalar_ok(prog, v));
    let block_ok = |b: BlockId| {
        let blk = prog.block(b);
        scalars(&blk.args) && blk.stmts.iter().all(|s| capable(prog, s))
    };
    match stmt {
        Stmt::Const { dst, .. } => scalar_ok(prog, *dst),
        Stmt::Unary { dst, op, a } => !op.is_complex() && scalars(&[*dst, *a]),
        Stmt::Binary { dst, op, a, b, .. } => !op.is_complex() && scalars(&[*dst, *a, *b]),
        Stmt::Cmp { dst, pred, a, b } => {
            matches!(pred, CmpPred::Int(_) | CmpPred::Float(_)) && scalars(&[*dst, *a, *b])
        }
        Stmt::Select { dst, cond, a, b } => scalars(&[*dst, *cond, *a, *b]),
        Stmt::Cast { dst, op, a, .. } => scalars(&[*dst, *a]) && cast_ok(prog, *op, *a, *dst),
        Stmt::Load { dst, buf, idx, .. } => scalar_ok(prog, *idx) && elem_of(prog, *buf, *dst),
        Stmt::Store { buf, idx, val, .. } => scalar_ok(prog, *idx) && elem_of(prog, *buf, *val),
        Stmt::BufLen { dst, buf } => scalar_ok(prog, *dst) && buf_elem(prog, *buf).is_some(),
        Stmt::Push { buf, val, .. } => elem_of(prog, *buf, *val),
        Stmt::Reserve { buf, extra } => scalar_ok(prog, *extra) && buf_elem(prog, *buf).is_some(),
        Stmt::SortIndex { buf, len, marks } => {
            scalar_ok(prog, *len)
                && buf_elem(prog, *buf) == Some(ElemType::Index)
                && marks.is_none_or(|m| buf_elem(prog, m) == Some(ElemType::I1))
        }
        Stmt::Prefetch { buf, idx, .. } => scalar_ok(prog, *idx) && buf_elem(prog, *buf).is_some(),
        Stmt::Assert { cond, args, .. } => scalar_ok(prog, *cond) && scalars(args),
        Stmt::For { lo, hi, step, inits, body, results, .. } => {
            scalars(&[*lo, *hi, *step]) && scalars(inits) && scalars(results) && block_ok(*body)
        }
        Stmt::While { inits, before, after, results } => {
            scalars(inits) && scalars(results) && block_ok(*before) && block_ok(*after)
        }
        Stmt::If { cond, then_blk, else_blk, results } => {
            scalar_ok(prog, *cond) && scalars(results) && block_ok(*then_blk) && block_ok(*else_blk)
        }
        Stmt::Yield(vs) => scalars(vs),
        Stmt::Condition { cond, args } => scalar_ok(prog, *cond) && scalars(args),
        Stmt::Call { .. } | Stmt::Alloc { .. } | Stmt::Return(_) => false,
    }
}

/// Bitcasts only between types of one width that C holds as-is.
fn cast_ok(prog: &Program, op: CastOp, a: VarId, dst: VarId) -> bool {
    if op != CastOp::Bitcast {
        return true;
    }
    let (Some(from), Some(to)) = (prog.ty(a).scalar(), prog.ty(dst).scalar()) else { return false };
    let width = |t: ElemType| match t {
        ElemType::F32 | ElemType::I32 => 32,
        ElemType::F64 | ElemType::I64 | ElemType::Index => 64,
        _ => 0,
    };
    width(from) != 0 && width(from) == width(to)
}

/// The live-ins and results of the statement at `(b, i)`.
fn region(prog: &Program, b: BlockId, i: usize) -> Region {
    let stmt = &prog.block(b).stmts[i];
    let mut defs = BTreeSet::new();
    let mut uses = BTreeSet::new();
    let mut pushed = BTreeSet::new();
    let mut grown = BTreeSet::new();
    let mut written = BTreeSet::new();
    let mut read = BTreeSet::new();
    let mut len_read = BTreeSet::new();
    walk(prog, stmt, &mut defs, &mut uses, &mut |s| match s {
        Stmt::Push { buf, reserved, .. } => {
            pushed.insert(*buf);
            written.insert(*buf);
            if !reserved {
                grown.insert(*buf);
            }
        }
        Stmt::Reserve { buf, .. } => {
            pushed.insert(*buf);
            written.insert(*buf);
            grown.insert(*buf);
        }
        Stmt::Store { buf, .. } => {
            written.insert(*buf);
            read.insert(*buf);
        }
        Stmt::SortIndex { buf, marks, .. } => {
            written.insert(*buf);
            read.insert(*buf);
            read.extend(*marks);
        }
        Stmt::BufLen { buf, .. } => {
            len_read.insert(*buf);
        }
        Stmt::Load { buf, .. } | Stmt::Prefetch { buf, .. } => {
            read.insert(*buf);
        }
        _ => {}
    });
    let (parallel, bounds) = match stmt {
        Stmt::For { body, inits, lo, hi, step, .. } if inits.is_empty() && pushed.is_disjoint(&read) => {
            // Every buffer written is covered by the claim (a safety net: the claim is the
            // sparsifier's, the check is this backend's).
            // Lengths of appended buffers only where the claim says they are measured.
            let claim = prog.parallel.iter().find(|p| p.body == *body).filter(|p| {
                written.iter().all(|v| {
                    pushed.contains(v)
                        || p.disjoint.contains(v)
                        || p.scratch.contains(v)
                        || p.reduced.iter().any(|(b, _)| b == v)
                }) && len_read.iter().all(|v| !pushed.contains(v) || p.measured.contains(v))
                    // The bound of a range's appends is read from a buffer of the region.
                    && p.reserved_by.is_none_or(|b| read.contains(&b))
            });
            (claim.cloned(), [*lo, *hi, *step])
        }
        _ => (None, [VarId(0); 3]),
    };
    let mut scalars_in = Vec::new();
    let mut bufs = Vec::new();
    for v in uses.difference(&defs) {
        match prog.ty(*v) {
            Ty::Buf(_) => bufs.push(*v),
            _ => scalars_in.push(*v),
        }
    }
    let results = stmt.defs();
    let result_floats =
        results.iter().map(|&v| prog.ty(v).scalar().is_some_and(ElemType::is_float)).collect();
    let buf_elems = bufs.iter().map(|&v| buf_elem(prog, v).unwrap_or(ElemType::Index)).collect();
    let never_grown = pushed.difference(&grown).copied().collect();
    Region {
        block: b,
        index: i,
        scalars_in,
        bufs,
        pushed,
        never_grown,
        written,
        results,
        result_floats,
        buf_elems,
        parallel,
        bounds,
    }
}

fn walk(
    prog: &Program,
    stmt: &Stmt,
    defs: &mut BTreeSet<VarId>,
    uses: &mut BTreeSet<VarId>,
    visit: &mut dyn FnMut(&Stmt),
) {
    visit(stmt);
    defs.extend(stmt.defs());
    uses.extend(stmt.uses());
    if let Stmt::For { iv, .. } = stmt {
        defs.insert(*iv);
    }
    for nb in stmt.blocks() {
        let blk = prog.block(nb);
        defs.extend(blk.args.iter().copied());
        for s in &blk.stmts {
            walk(prog, s, defs, uses, visit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::find_regions;
    use sparsir_loops::{BinOp, Builder, ParallelFor, Program, Ty};
    use sparsir_storage::ElemType;

    /// `for i in 0..n { before = len(out); out.push(x); counts[i] = len(out) - before }`,
    /// claimed parallel with `out` measured or not.
    fn counting_loop(measured: bool) -> Program {
        let mut prog = Program::new();
        let index = Ty::Scalar(ElemType::Index);
        let f = prog.declare_func(
            "f",
            &[index, Ty::Buf(ElemType::F64), Ty::Buf(ElemType::Index), Ty::Scalar(ElemType::F64)],
            &[],
        );
        let body = prog.func(f).body;
        let args = prog.block(body).args.clone();
        let (n, out, counts, x) = (args[0], args[1], args[2], args[3]);
        let mut b = Builder::new(&mut prog, body);
        let (zero, one) = (b.index(0), b.index(1));
        b.for_loop(zero, n, one, &[], |b, i, _| {
            let before = b.buf_len(out);
            b.push_back(out, x);
            let after = b.buf_len(out);
            let added = b.binary(BinOp::SubI, after, before);
            b.store(counts, i, added);
            Ok::<_, ()>(vec![])
        })
        .unwrap();
        let sparsir_loops::Stmt::For { body: loop_body, .. } = prog.block(body).stmts.last().unwrap().clone()
        else {
            unreachable!("the loop was just pushed")
        };
        prog.parallel.push(ParallelFor {
            body: loop_body,
            disjoint: vec![counts],
            scratch: vec![],
            balance: None,
            reduced: vec![],
            measured: if measured { vec![out] } else { vec![] },
            reserved_by: None,
        });
        prog
    }

    #[test]
    fn appended_buffers_lengths_only_where_the_claim_measures_them() {
        let regions = find_regions(&counting_loop(true));
        assert_eq!(regions.len(), 1);
        assert!(regions[0].parallel.is_some());
        let regions = find_regions(&counting_loop(false));
        assert_eq!(regions.len(), 1);
        assert!(regions[0].parallel.is_none(), "an unmeasured length read keeps the loop sequential");
    }
}
