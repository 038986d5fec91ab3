//! Which loops of a kernel may run on several threads.
//!
//! Why: the native backend splits a loop into ranges of iterations on a thread pool only
//! when the sparsifier, which knows what each loop writes, says the iterations are
//! independent (`sparsir_loops::ParallelFor`). The claim is made for the outermost loop
//! of a kernel when it is a dense `for` over an output dimension carrying no values.
//!
//! Worked example: SpMV `y(i) += A(i, j) * x(j)` with A in CSR: the `for i` loop writes
//! only `y[i]` (disjoint: `y`), needs no scratch, and is balanced by A's level-1
//! positions (`pos[i + 1] - pos[i]` entries in row `i`).

use sparsir_loops::ops::reduction_identity;
use sparsir_loops::{BinOp, ParallelFor, Stmt};
use sparsir_storage::encoding::affine::AffineExpr;
use sparsir_storage::encoding::LevelFormat;

use super::codegen::{Assembly, Data, Gen, Out};
use super::expr::{ExprId, Kind};
use crate::lower::Cx;

/// The outermost loop (just emitted, carrying nothing) as a [`ParallelFor`] when its
/// iterations are independent: loop `l` indexes the output, so two iterations write
/// different output elements (a dense output's rows, a CSR output's row counts) or append
/// entries that concatenate in iteration order (sparse outputs); a workspace or an
/// accumulator slot is reset by each iteration before use (`point::with_accumulator`).
/// Ranges are balanced by the positions of the first operand whose compressed level sits
/// right below a dense level walked by `l`.
///
/// A loop that does not index the output (a reduction loop: a sum of all entries, SpMV
/// over a CSC matrix) qualifies when the output is dense and the body is `out ⊕ v` for an
/// associative op `⊕` with an identity, `out` read nowhere else: each range reduces into
/// its own copy of the output (see `ParallelFor::reduced`).
pub fn claim(cx: &Cx, g: &Gen, l: u32, located: &[usize]) -> Option<ParallelFor> {
    let map = &g.k.out().map;
    let (disjoint, scratch, reduced) = match (&g.out, map.contains(&AffineExpr::Var(l))) {
        (Out::Dense { buf, .. }, false) => (vec![], vec![], vec![(*buf, reduction_op(cx, g)?)]),
        (_, false) => return None,
        (Out::Dense { buf, .. }, true) => (vec![*buf], vec![], vec![]),
        (Out::Sparse { rows, assembly, .. }, true) => {
            let disjoint = match rows {
                Some(counts) if map[0] == AffineExpr::Var(l) => vec![*counts],
                Some(_) => return None,
                None => vec![],
            };
            let scratch = match *assembly {
                Assembly::Direct => vec![],
                Assembly::Scalar { value, present } => vec![value, present],
                Assembly::Workspace { values, filled, added, count, .. } => {
                    vec![values, filled, added, count]
                }
            };
            (disjoint, scratch, vec![])
        }
    };
    let balance = located.iter().find_map(|&t| match &g.data[t] {
        Data::Sparse { levels, .. } if levels.len() > 1 && levels[1].lt.format == LevelFormat::Compressed => {
            Some(levels[1].pos)
        }
        _ => None,
    });
    let Some(Stmt::For { body, .. }) = cx.b.prog.block(cx.b.block()).stmts.last() else { return None };
    // A CSR output's rows counted per visit read the values' length before and after
    // (`codegen::count_row`): differences within the iteration.
    let measured = match &g.out {
        Out::Sparse { vals, rows: Some(_), .. } if g.counts_per_row => vec![*vals],
        _ => vec![],
    };
    Some(ParallelFor { body: *body, disjoint, scratch, balance, reduced, measured, reserved_by: None })
}

/// `⊕` when the body yields `out ⊕ v` (either operand order), `⊕` an `arith` op with a
/// reduction identity for the output's type, and `out` is read nowhere else.
fn reduction_op(cx: &Cx, g: &Gen) -> Option<BinOp> {
    let exprs = &g.k.exprs;
    let root = exprs.get(exprs.root?);
    let op = BinOp::from_mlir_name(cx.ir.op_name(root.op?))?;
    reduction_identity(op, g.k.out().elem)?;
    let is_out = |e: &ExprId| exprs.get(*e).kind == Kind::Output;
    let uses_of_out: usize = exprs.nodes.iter().map(|n| n.args.iter().filter(|a| is_out(a)).count()).sum();
    let root_ok = matches!(root.kind, Kind::Op(_))
        && root.args.len() == 2
        && root.args.iter().filter(|a| is_out(a)).count() == 1;
    (root_ok && uses_of_out == 1).then_some(op)
}
