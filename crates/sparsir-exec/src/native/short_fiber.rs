//! A fiber loop's stream look-ahead requested once before the loop when the fiber is
//! short.
//!
//! Why: SpMV's loop over a row's entries requests `crd[q + 128]` and `values[q + 64]`
//! on every entry (`Stmt::Prefetch` with `stream`, from the sparsifier's
//! `prefetch_stream`): two more instructions and two address computations per entry of a
//! loop of about ten. One request per 64-byte line would do; on a long row the per-entry
//! requests cost little next to the row's memory traffic, but a row of the 2-D Laplacian
//! has five entries — 20 bytes of coordinates, 40 of values — so the two requests at the
//! row's first entry cover its lines, and the other eight requests are pure overhead. A
//! loop whose body makes such requests is therefore printed twice: for a fiber of at
//! most `SP_SHORT_FIBER` entries (the prelude's, 8: one 64-byte line of `f64` values, two
//! of 32-bit coordinates at most), each request is made once before the loop, at the first
//! position, and the loop runs without them; a longer fiber runs the loop as it is.
//! Prefetches are hints: results are the same either way. Measured on the compiled SpMV
//! at one thread (Zen 5 EPYC; built with and without, `-DSP_SHORT_FIBER=-1`, calls
//! alternated in one process, minimum of 30 each, three rounds): the Laplacian 3.82–4.10
//! → 3.52–3.68 ms; the uniform matrix (rows of about 16, a few at most 8) 17.3–19.3 →
//! 17.9–20.2 ms, 2–5% slower; the 20k matrix (rows of 50) and R-MAT unchanged.
//! Requesting only once per row whatever its length lost 30% on the 20k matrix (a C
//! harness).
//!
//! What qualifies — checked on the loop IR, anything else prints the loop as it is: a
//! `for q in lo..hi` with unit step and no carried values whose body holds, at its top
//! level, stream look-aheads at `q + c` (`c` an integer constant, `q + c` computed in the
//! body).
//!
//! Worked example: a row with positions 10..15: before the loop, `crd[10 + 128]` and
//! `values[10 + 64]` are requested; the loop then reads positions 10 to 14 with no
//! request. A row with positions 20..60 runs the loop as written, a request per position.

use std::collections::HashMap;

use sparsir_loops::{BinOp, Program, Stmt, VarId};
use sparsir_storage::Scalar;

/// A stream look-ahead of a fiber loop's body.
#[derive(Clone, Debug, PartialEq)]
pub struct Ahead {
    /// The buffer requested.
    pub buf: VarId,
    /// The index variable of the request, `q + distance`.
    pub idx: VarId,
    /// How many positions past the current one.
    pub distance: i64,
}

/// The stream look-aheads of the loop `stmt` to request once for short fibers (none: the
/// loop does not qualify).
pub fn find(prog: &Program, consts: &HashMap<VarId, Scalar>, stmt: &Stmt) -> Vec<Ahead> {
    let Stmt::For { iv, step, body, inits, results, .. } = stmt else { return Vec::new() };
    // Carried values would be declared in each version's scope, not after both.
    if consts.get(step) != Some(&Scalar::Int(1)) || !inits.is_empty() || !results.is_empty() {
        return Vec::new();
    }
    let stmts = &prog.block(*body).stmts;
    let distance_of = |idx: VarId| {
        stmts.iter().find_map(|s| match s {
            Stmt::Binary { dst, op: BinOp::AddI, a, b, .. } if *dst == idx => {
                let constant = |v: &VarId| match consts.get(v) {
                    Some(Scalar::Int(c)) => i64::try_from(*c).ok(),
                    _ => None,
                };
                if a == iv {
                    constant(b)
                } else if b == iv {
                    constant(a)
                } else {
                    None
                }
            }
            _ => None,
        })
    };
    stmts
        .iter()
        .filter_map(|s| match s {
            Stmt::Prefetch { buf, idx, ahead: true, stream: true } => {
                distance_of(*idx).map(|distance| Ahead { buf: *buf, idx: *idx, distance })
            }
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sparsir_loops::{Builder, Ty};
    use sparsir_storage::ElemType;

    /// `f(lo, hi, crd, vals, out)`: `for q in lo..hi { prefetch_stream(crd, q + 128);
    /// prefetch_stream(vals, at) ; out[0] = vals[q] }` with `at = q + 64`, or `q * 2` when
    /// `scaled`; and the `for q` statement.
    fn fiber_loop(scaled: bool) -> (Program, Stmt) {
        let mut prog = Program::new();
        let index = Ty::Scalar(ElemType::Index);
        let (idx_buf, f64s) = (Ty::Buf(ElemType::Index), Ty::Buf(ElemType::F64));
        let f = prog.declare_func("f", &[index, index, idx_buf, f64s, f64s], &[]);
        let body = prog.func(f).body;
        let a = prog.block(body).args.clone();
        let (lo, hi, crd, vals, out) = (a[0], a[1], a[2], a[3], a[4]);
        let mut b = Builder::new(&mut prog, body);
        let (zero, one) = (b.index(0), b.index(1));
        b.for_loop(lo, hi, one, &[], |b, q, _| {
            let (c128, c64, two) = (b.index(128), b.index(64), b.index(2));
            let crd_at = b.binary(BinOp::AddI, q, c128);
            b.prefetch_stream(crd, crd_at);
            let vals_at = if scaled { b.binary(BinOp::MulI, q, two) } else { b.binary(BinOp::AddI, c64, q) };
            b.prefetch_stream(vals, vals_at);
            let v = b.load(vals, q);
            b.store(out, zero, v);
            Ok::<_, ()>(vec![])
        })
        .unwrap();
        let stmt = super::super::row_acc::tests::last_for(&prog, body);
        (prog, stmt)
    }

    #[test]
    fn look_aheads_at_a_constant_distance_are_found() {
        let (prog, stmt) = fiber_loop(false);
        let found = find(&prog, &super::super::emit::constants(&prog), &stmt);
        let distances: Vec<i64> = found.iter().map(|a| a.distance).collect();
        assert_eq!(distances, [128, 64]);
    }

    #[test]
    fn a_loop_with_a_carried_value_is_not_printed_twice() {
        let (mut prog, stmt) = fiber_loop(false);
        let Stmt::For { iv, lo, hi, step, body, .. } = stmt else { unreachable!() };
        let carried = Stmt::For {
            iv,
            lo,
            hi,
            step,
            inits: vec![lo],
            body,
            results: vec![prog.new_var(Ty::Scalar(ElemType::Index))],
        };
        assert!(find(&prog, &super::super::emit::constants(&prog), &carried).is_empty());
    }

    #[test]
    fn a_look_ahead_not_at_q_plus_a_constant_is_left_in_the_loop() {
        let (prog, stmt) = fiber_loop(true);
        let found = find(&prog, &super::super::emit::constants(&prog), &stmt);
        let distances: Vec<i64> = found.iter().map(|a| a.distance).collect();
        assert_eq!(distances, [128], "q * 2 is not a distance ahead");
    }
}
