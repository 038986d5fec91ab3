//! Merge lattices: which presence patterns of the co-iterated tensors can produce a value.
//!
//! Why: a loop over coordinate `i` co-iterates the tensors stored sparsely at `i`. At a
//! coordinate, some subset `T` of them is present; the body can give a value there only for
//! some subsets — `{A, B}` for `A * B`, any non-empty one for `A + B`, also the empty one
//! for `A == B` (which holds where both are absent). The live subsets are this loop's
//! lattice points: they decide the loop's kind (a dense loop when the empty set is live,
//! otherwise a co-iteration that stops when no live point can occur again) and the case
//! split in its body, and each point's simplified expression is generated in its branch.
//!
//! The analysis is a static over-approximation: a point called live may still produce no
//! value at run time (the generated code then does nothing); a point called dead never
//! produces one. Tensor sets are bit masks over the kernel's tensors.

use super::expr::{Branch, Class, ExprId, Exprs, Kind};

/// What an expression can be, given tensors known to be absent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Never a value.
    Absent,
    /// Exactly the output's current value (an update that changes nothing).
    OutCopy,
    /// Possibly a value.
    Maybe,
}

/// The status of `e` when the tensors in mask `absent` are absent.
pub fn status(ex: &Exprs, e: ExprId, absent: u64) -> Status {
    use Status::*;
    let n = ex.get(e);
    let arg = |i: usize| status(ex, n.args[i], absent);
    let any_absent = || n.args.iter().any(|&a| status(ex, a, absent) == Absent);
    match n.kind {
        Kind::Tensor(t) => {
            if absent >> t & 1 == 1 {
                Absent
            } else {
                Maybe
            }
        }
        Kind::Output if ex.out_tensor.is_some_and(|t| absent >> t & 1 == 1) => Absent,
        Kind::Output => OutCopy,
        Kind::Invariant | Kind::Index(_) => Maybe,
        Kind::Op(Class::Conj) | Kind::Op(Class::Map) | Kind::Select => {
            if any_absent() {
                Absent
            } else {
                Maybe
            }
        }
        Kind::Op(Class::DisjPass) | Kind::Op(Class::DisjZero) => {
            let live: Vec<Status> = (0..n.args.len()).map(arg).filter(|&s| s != Absent).collect();
            match live.as_slice() {
                [] => Absent,
                [OutCopy] if n.kind == Kind::Op(Class::DisjPass) => OutCopy,
                _ => Maybe,
            }
        }
        Kind::Op(Class::Choice) => {
            if arg(1) == Absent && arg(2) == Absent {
                Absent
            } else {
                Maybe
            }
        }
        Kind::Op(Class::Dense) => Maybe,
        Kind::Unary { present, absent: when_absent } => {
            let s = arg(0);
            let via_present = s != Absent && present != Branch::Empty;
            let via_absent = !ex.is_invariant(n.args[0]) && when_absent != Branch::Empty;
            if via_present || via_absent {
                Maybe
            } else {
                Absent
            }
        }
        Kind::Binary { overlap, left, right } => {
            let (a, b) = (arg(0), arg(1));
            // One side absent, the other the output passed through by an identity branch:
            // the output keeps its value (`right = identity` over the output updates only
            // where the left operand is stored).
            if (a == Absent && b == OutCopy && right == Branch::Identity)
                || (b == Absent && a == OutCopy && left == Branch::Identity)
            {
                return OutCopy;
            }
            let (a_inv, b_inv) = (ex.is_invariant(n.args[0]), ex.is_invariant(n.args[1]));
            let both = a != Absent && b != Absent && overlap != Branch::Empty;
            let only_a = a != Absent && !b_inv && left != Branch::Empty;
            let only_b = b != Absent && !a_inv && right != Branch::Empty;
            if both || only_a || only_b {
                Maybe
            } else {
                Absent
            }
        }
        Kind::Reduce => {
            let blocked =
                n.args.iter().any(|&a| ex.get(a).kind != Kind::Output && status(ex, a, absent) == Absent);
            if blocked {
                Absent
            } else {
                Maybe
            }
        }
    }
}

/// True when the kernel body can change the output with the tensors in `absent` absent.
pub fn is_live(ex: &Exprs, absent: u64) -> bool {
    ex.root.is_some_and(|r| status(ex, r, absent) == Status::Maybe)
}

/// The lattice of one loop: the live presence patterns of the co-iterated tensors
/// `iterated` (bit `k` of a point = `iterated[k]` present), tensors in `absent` already
/// known absent. Points are ordered from the most to the fewest present tensors.
pub fn points(ex: &Exprs, absent: u64, iterated: &[usize]) -> Vec<u64> {
    points_keeping(ex, absent, iterated, None)
}

/// [`points`], where a pattern with tensor `keep` present is live too (a sparse output's
/// stored entry is kept, so it must be visited even where the body gives nothing).
pub fn points_keeping(ex: &Exprs, absent: u64, iterated: &[usize], keep: Option<usize>) -> Vec<u64> {
    let k = iterated.len();
    debug_assert!(k < 16, "kernels with more than 15 sparse operands are refused before");
    let full = (1u64 << k) - 1;
    let mut pts: Vec<u64> = (0..=full)
        .filter(|&present| {
            let missing = (0..k).filter(|&b| present >> b & 1 == 0).fold(0u64, |m, b| m | 1 << iterated[b]);
            let gone = absent | missing;
            is_live(ex, gone) || keep.is_some_and(|t| gone >> t & 1 == 0)
        })
        .collect();
    pts.sort_by_key(|p| std::cmp::Reverse(p.count_ones()));
    pts
}

/// The minimal points (no other point is a subset): the loop continues while all
/// iterators of at least one of them have entries left.
pub fn minimal(points: &[u64]) -> Vec<u64> {
    points.iter().copied().filter(|&p| !points.iter().any(|&q| q != p && q & p == q)).collect()
}

#[cfg(test)]
mod tests;
