//! A dense reduction loop printed once more for a few fixed lengths.
//!
//! Why: SDDMM (`C[i, j] = S[i, j] * Σ_k X[i, k] * Y[j, k]`) runs, for every stored entry,
//! `for k in lo..n { s = s + X[i, k] * Y[j, k] }` with the dense width `n` a run-time
//! value, so the C compiler keeps a generic loop (a trip count test, vector and remainder
//! parts, its variables in memory once the loops around it use up the registers). When `n`
//! is a number in the C source the compiler unrolls the loop completely. The emitter
//! therefore prints such a loop once per width of [`row_acc::WIDTHS`] (`if (n == 16) {
//! for (k = lo; k < 16; k++) … }`) and as it is otherwise: the same operations in the
//! same order on the same values, so results are bit-identical. Measured on SDDMM's
//! generated region (5-point Laplacian, 10⁶ rows, k = 16, in a C harness calling it
//! through its ABI, not inlined): 47.5 → 39.5 ms.
//!
//! What qualifies — checked on the loop IR, anything else prints the loop as it is: a
//! `for` with unit step, no carried values and an upper bound that is not a constant,
//! whose body is straight-line (constants, scalar ops, loads) and stores only into the
//! region's reduction slots (held in C locals, `emit::slots`): a dot product, not a loop
//! writing memory, which stays one loop (SpMM's row has its own path, `row_acc`).
//!
//! Worked example: `for k in 0..n { s = s + x[k] * y[k] }` with `n = 16` at run time runs
//! the copy whose bound is the literal `16`; with `n = 12`, the loop as written.

use std::collections::{HashMap, HashSet};

use sparsir_loops::{Program, Stmt, VarId};
use sparsir_storage::Scalar;

use super::row_acc;

/// The most statements a body may have to be printed once per width.
pub(super) const MAX_BODY: usize = 48;

/// The widths a loop is printed for.
pub const WIDTHS: [i64; 4] = row_acc::WIDTHS;

/// The upper bound `n` of `stmt` when it is a loop to print once per width.
pub fn find(
    prog: &Program,
    consts: &HashMap<VarId, Scalar>,
    slots: &HashSet<VarId>,
    stmt: &Stmt,
) -> Option<VarId> {
    let Stmt::For { hi, step, inits, body, results, .. } = stmt else { return None };
    if !inits.is_empty()
        || !results.is_empty()
        || consts.get(step) != Some(&Scalar::Int(1))
        || consts.contains_key(hi)
    {
        return None;
    }
    let stmts = &prog.block(*body).stmts;
    let allowed = |s: &Stmt| match s {
        Stmt::Store { buf, .. } => slots.contains(buf),
        Stmt::Yield(v) => v.is_empty(),
        other => row_acc::scalar_or_load(other),
    };
    let loads = stmts.iter().any(|s| matches!(s, Stmt::Load { buf, .. } if !slots.contains(buf)));
    (stmts.len() <= MAX_BODY && loads && stmts.iter().all(allowed)).then_some(*hi)
}
