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

use sparsir_loops::{ParallelFor, Stmt};
use sparsir_storage::encoding::affine::AffineExpr;
use sparsir_storage::encoding::LevelFormat;

use super::codegen::{Assembly, Data, Gen, Out};
use crate::lower::Cx;

/// The outermost loop (just emitted, carrying nothing) as a [`ParallelFor`] when its
/// iterations are independent: loop `l` indexes the output, so two iterations write
/// different output elements (a dense output's rows, a CSR output's row counts) or append
/// entries that concatenate in iteration order (sparse outputs); a workspace or an
/// accumulator slot is reset by each iteration before use (`point::with_accumulator`).
/// Ranges are balanced by the positions of the first operand whose compressed level sits
/// right below a dense level walked by `l`.
pub fn claim(cx: &Cx, g: &Gen, l: u32, located: &[usize]) -> Option<ParallelFor> {
    let map = &g.k.out().map;
    if !map.contains(&AffineExpr::Var(l)) {
        return None;
    }
    let (disjoint, scratch) = match &g.out {
        Out::Dense { buf, .. } => (vec![*buf], vec![]),
        Out::Sparse { rows, assembly, .. } => {
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
            (disjoint, scratch)
        }
    };
    let balance = located.iter().find_map(|&t| match &g.data[t] {
        Data::Sparse { levels, .. } if levels.len() > 1 && levels[1].lt.format == LevelFormat::Compressed => {
            Some(levels[1].pos)
        }
        _ => None,
    });
    let Some(Stmt::For { body, .. }) = cx.b.prog.block(cx.b.block()).stmts.last() else { return None };
    Some(ParallelFor { body: *body, disjoint, scratch, balance })
}
