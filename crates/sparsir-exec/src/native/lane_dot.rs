//! A fixed-width dot product computed four lanes at a time, its sum still taken in order.
//!
//! Why: SDDMM's reduction `for k in lo..16 { s = s + S[i, j] * (X[i, k] * Y[j, k]) }`,
//! printed for a literal width (`fixed_width`), is left to the C compiler, which
//! vectorizes the products in pieces that depend on the run-time `lo` (a 512-bit part, a
//! 256-bit part, three scalars) and takes the ordered sum apart lane by lane. Written with
//! the products as whole vectors of four and the sum as scalar additions of their lanes
//! in `k` order from `lo`, the same operations run on the same values in the same order:
//! bit-identical results, and SDDMM on the 20k benchmark matrix (1M entries, `k = 16`,
//! one thread) 7.9 → 6.5 ms, on the Laplacian 43 → 40 ms (an AVX-512 machine, vectors of
//! eight then). Vectors of four, not eight: on an AVX2 machine a 64-byte vector has no
//! register, and GCC built `scalar * vector` through stack stores that the next load
//! could not forward — SDDMM on the Laplacian took 218 ms, 67 ms with vectors of four.
//!
//! What qualifies — checked on the loop IR, anything else prints the loop as it is: the
//! body of a loop that `fixed_width` prints per width, made only of
//! - index arithmetic with a linear form in `k` (`row_acc::linear_forms`), used only as
//!   load indices;
//! - unchecked loads from `f64` buffers at `base + k` (*lane loads*) or at an index that
//!   does not move with `k` (*uniform loads*);
//! - `f64` constants and `+ - * /` on `f64` values;
//! - one load of a reduction slot (an `f64` buffer the region holds in a local), one
//!   `slot + t` (or `t + slot`) and one store of that sum back into the slot.
//!
//! The vector form is printed for `lo = 0` (a plain dot product) and `lo = 1` (SDDMM's,
//! whose first point the sparsifier takes apart), each when at least four lanes remain;
//! any other `lo` runs the loop as written. Vectors read only elements the loop reads
//! itself (`base + lo .. base + width`): when the count of lanes is not a multiple of
//! four, the last vector overlaps the one before, and lanes that two vectors share hold
//! the same product. The loop then runs at least four times, so the uniform loads, read
//! once before the lanes, are loads it makes too.
//!
//! Worked example: width 16, `lo = 1`, `t = s · (x[k] · y[k])`: `x[1..5]`, `x[5..9]`,
//! `x[9..13]`, `x[12..16]` and the same of `y` are read as vectors of four, `p = s · (x ·
//! y)` is four vector products, and the slot gets `((acc + p₀[0]) + p₀[1]) + … + p₂[3] +
//! p₃[1] + p₃[2] + p₃[3]` — the terms of `k = 1, …, 15` in order.

use std::collections::{HashMap, HashSet};

use sparsir_loops::{BinOp, Program, Stmt, Ty, VarId};
use sparsir_storage::{ElemType, Scalar};

use super::emit::f64_lit;
use super::fixed_width::MAX_BODY;
use super::row_acc::{self, invariant_expr, Invariant};

/// Lanes of one vector (`sp_v4d`, four `f64`).
pub const LANES: i64 = 4;

/// A dot product to print in vectors.
#[derive(Clone, Debug, PartialEq)]
pub struct LaneDot {
    /// The loop's lower bound `lo`.
    pub lo: VarId,
    /// The reduction slot (a buffer held in the C local `s<slot>`).
    pub slot: VarId,
    /// The body's value computations, in order.
    pub steps: Vec<Step>,
    /// The value added to the slot in each iteration.
    pub term: VarId,
    /// Whether the sum is written `slot + term` (else `term + slot`).
    pub slot_first: bool,
    /// Values that have one element per lane (the others are one scalar for all lanes).
    pub(super) lanes: HashSet<VarId>,
    /// Values the loop body defines (the others are defined before the loop, `v<N>`).
    pub(super) inside: HashSet<VarId>,
}

/// One value computation of the body.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// A float constant.
    Const { dst: VarId, value: f64 },
    /// `buf[at]`, the same for every `k`.
    UniformLoad { dst: VarId, buf: VarId, at: Invariant },
    /// `buf[base + k]`.
    LaneLoad { dst: VarId, buf: VarId, base: Invariant },
    /// `a op b` (`+ - * /` on `f64`).
    Op { dst: VarId, op: BinOp, a: VarId, b: VarId },
}

/// The dot product the loop `stmt` (one `fixed_width` prints) allows, if any; `slots` are
/// the buffers held in locals.
pub fn find(
    prog: &Program,
    consts: &HashMap<VarId, Scalar>,
    slots: &HashSet<VarId>,
    stmt: &Stmt,
) -> Option<LaneDot> {
    let Stmt::For { iv, lo, body, .. } = stmt else { return None };
    let stmts = &prog.block(*body).stmts;
    if stmts.len() > MAX_BODY {
        return None;
    }
    let mut inside = HashSet::from([*iv]);
    for s in stmts {
        inside.extend(s.defs());
    }
    let forms = row_acc::linear_forms(prog, consts, *body, *iv, &inside);
    let index_form = |idx: VarId| row_acc::linear_form(&forms, consts, *iv, &inside, idx);
    let is_f64 = |v: VarId| matches!(prog.ty(v), Ty::Scalar(ElemType::F64));
    let mut found = Walk::default();
    for s in stmts {
        match s {
            Stmt::Const { dst, value } if is_f64(*dst) => {
                let Scalar::Float(value) = value else { return None };
                found.steps.push(Step::Const { dst: *dst, value: *value });
                found.uniform.insert(*dst);
            }
            Stmt::Const { .. } => {}
            Stmt::Binary { dst, op, .. } if op.is_integer() => {
                forms.get(dst)?;
            }
            Stmt::Binary { dst, op, a, b, .. } => {
                let outside_f64 = |v: VarId| !inside.contains(&v) && is_f64(v);
                found.float_op((*dst, *op, *a, *b), is_f64(*dst), outside_f64)?
            }
            Stmt::Load { dst, buf, .. } if slots.contains(buf) => {
                if found.slot.is_some() || !is_f64(*dst) {
                    return None;
                }
                found.slot = Some((*buf, *dst));
            }
            Stmt::Load { dst, buf, idx, origin: None } if prog.ty(*buf) == Ty::Buf(ElemType::F64) => {
                let (dst, buf) = (*dst, *buf);
                match index_form(*idx)? {
                    (at, 0) => {
                        found.steps.push(Step::UniformLoad { dst, buf, at });
                        found.uniform.insert(dst);
                    }
                    (base, 1) => {
                        found.steps.push(Step::LaneLoad { dst, buf, base });
                        found.lanes.insert(dst);
                    }
                    _ => return None,
                }
            }
            Stmt::Store { buf, val, .. } => {
                let slot_buf = found.slot.map(|(b, _)| b);
                let sum = found.sum.map(|(dst, ..)| dst);
                if found.stored || slot_buf != Some(*buf) || sum != Some(*val) {
                    return None;
                }
                found.stored = true;
            }
            Stmt::Yield(v) if v.is_empty() => {}
            _ => return None,
        }
    }
    let ((slot, _), (_, term, slot_first)) = (found.slot?, found.sum?);
    if !found.stored || !found.lanes.contains(&term) && !found.uniform.contains(&term) {
        return None;
    }
    Some(LaneDot { lo: *lo, slot, steps: found.steps, term, slot_first, lanes: found.lanes, inside })
}

/// What [`find`] has seen of the body so far.
#[derive(Default)]
struct Walk {
    steps: Vec<Step>,
    lanes: HashSet<VarId>,
    uniform: HashSet<VarId>,
    /// The slot buffer and the value its load defines.
    slot: Option<(VarId, VarId)>,
    /// The sum's value, the term added and whether the slot's value is its left operand.
    sum: Option<(VarId, VarId, bool)>,
    stored: bool,
}

impl Walk {
    /// Takes a float `dst = a op b`: the slot's sum, or a value computation.
    fn float_op(
        &mut self,
        (dst, op, a, b): (VarId, BinOp, VarId, VarId),
        f64_result: bool,
        outside_f64: impl Fn(VarId) -> bool,
    ) -> Option<()> {
        if !f64_result || !matches!(op, BinOp::AddF | BinOp::SubF | BinOp::MulF | BinOp::DivF) {
            return None;
        }
        let slot_val = self.slot.map(|(_, v)| v);
        if slot_val.is_some() && (slot_val == Some(a) || slot_val == Some(b)) {
            // The sum: exactly one, `slot + term` with the slot's value on one side only.
            if op != BinOp::AddF || self.sum.is_some() || a == b {
                return None;
            }
            let slot_first = slot_val == Some(a);
            self.sum = Some((dst, if slot_first { b } else { a }, slot_first));
            return Some(());
        }
        // Operands: values of this body taken so far, or `f64` values defined before the
        // loop (never the slot's value, the sum, or an index).
        let usable = |v: VarId| self.lanes.contains(&v) || self.uniform.contains(&v) || outside_f64(v);
        if !usable(a) || !usable(b) {
            return None;
        }
        if self.lanes.contains(&a) || self.lanes.contains(&b) {
            self.lanes.insert(dst);
        } else {
            self.uniform.insert(dst);
        }
        self.steps.push(Step::Op { dst, op, a, b });
        Some(())
    }
}

/// Where the vectors of four covering `lo_value..width` start (`width - lo_value ≥
/// LANES`): every `LANES` from `lo_value`, the last one moved back to end at `width`.
pub(super) fn vector_starts(width: i64, lo_value: i64) -> Vec<i64> {
    (0..(width - lo_value + LANES - 1) / LANES).map(|c| (lo_value + c * LANES).min(width - LANES)).collect()
}

impl LaneDot {
    /// The C that runs the loop at width `width` when `lo` is `lo_value` (0 or 1), if
    /// the vector form fits it (`width - lo_value ≥ LANES`); `access` gives a buffer's C
    /// pointer expression.
    ///
    /// Every vector is read within `base + lo_value .. base + width` — the elements the
    /// loop reads itself — the last one overlapping the one before when the count is not
    /// a multiple of four: lanes that two vectors share hold the same product.
    pub fn print(&self, width: i64, lo_value: i64, access: impl Fn(VarId) -> String) -> Option<Vec<String>> {
        if width - lo_value < LANES {
            return None;
        }
        let starts = vector_starts(width, lo_value);
        let vectors = starts.len();
        let mut body = Vec::new();
        for step in &self.steps {
            match step {
                Step::Const { dst, value } => {
                    body.push(format!("const double u{} = {};", dst.0, f64_lit(*value)));
                }
                Step::UniformLoad { dst, buf, at } => {
                    let ptr = access(*buf);
                    body.push(format!(
                        "const double u{} = (double){ptr}[(int64_t)({})];",
                        dst.0,
                        invariant_expr(at)
                    ));
                }
                Step::LaneLoad { dst, buf, base } => {
                    let (ptr, d) = (access(*buf), dst.0);
                    body.push(format!("const int64_t lb{d} = (int64_t)({});", invariant_expr(base)));
                    body.push(format!("sp_v4d u{d}[{vectors}];"));
                    for (c, start) in starts.iter().enumerate() {
                        body.push(format!("memcpy(&u{d}[{c}], &{ptr}[lb{d} + {start}], {});", 8 * LANES));
                    }
                }
                Step::Op { dst, op, a, b } => {
                    let sym = match op {
                        BinOp::AddF => "+",
                        BinOp::SubF => "-",
                        BinOp::MulF => "*",
                        _ => "/",
                    };
                    let d = dst.0;
                    if self.lanes.contains(dst) {
                        let (x, y) = (self.operand(*a, "[c]"), self.operand(*b, "[c]"));
                        body.push(format!("sp_v4d u{d}[{vectors}];"));
                        body.push(format!("for (int c = 0; c < {vectors}; c++) u{d}[c] = {x} {sym} {y};"));
                    } else {
                        let (x, y) = (self.operand(*a, ""), self.operand(*b, ""));
                        body.push(format!("const double u{d} = {x} {sym} {y};"));
                    }
                }
            }
        }
        body.push(format!("double la = s{};", self.slot.0));
        for k in lo_value..width {
            // The first vector holding `k`.
            let c = starts.iter().position(|&s| k < s + LANES).expect("the vectors cover lo..width");
            let lane = self.operand(self.term, &format!("[{c}][{}]", k - starts[c]));
            let add =
                if self.slot_first { format!("la = la + {lane};") } else { format!("la = {lane} + la;") };
            body.push(add);
        }
        body.push(format!("s{} = la;", self.slot.0));
        Some(body)
    }

    /// The C of value `v` in the vector form: `u<N><lane>` for the body's lane values,
    /// `u<N>` for its uniform values, `v<N>` for values defined before the loop.
    fn operand(&self, v: VarId, lane: &str) -> String {
        if self.lanes.contains(&v) {
            format!("u{}{lane}", v.0)
        } else if self.inside.contains(&v) {
            format!("u{}", v.0)
        } else {
            format!("v{}", v.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sparsir_loops::{Builder, Ty};

    /// What to change in the dot product `for k in lo..n { slot = slot + s · (x[i·n + k] ·
    /// y[j·n + k]) }`.
    #[derive(Clone, Copy, PartialEq)]
    enum Variant {
        AsIs,
        SlotSecond,
        CheckedLoad,
        StrideTwo,
        SlotUsedTwice,
        OtherFloatOp,
        IndexAsValue,
    }

    /// `f(i, j, n, lo, slot, x, y, s)` with the loop; the program, the loop and the slot.
    fn dot(variant: Variant) -> (Program, Stmt, VarId) {
        let mut prog = Program::new();
        let index = Ty::Scalar(ElemType::Index);
        let f64s = Ty::Buf(ElemType::F64);
        let f = prog.declare_func("f", &[index, index, index, index, f64s, f64s, f64s, f64s], &[]);
        let body = prog.func(f).body;
        let a = prog.block(body).args.clone();
        let (i, j, n, lo, slot, x, y, s) = (a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
        let origin = prog.origin("tensor.extract", 0);
        let mut b = Builder::new(&mut prog, body);
        let (zero, one) = (b.index(0), b.index(1));
        b.for_loop(lo, n, one, &[], |b, k, _| {
            let acc = b.load(slot, zero);
            let sv = b.load(s, zero);
            let row = b.binary(BinOp::MulI, i, n);
            let kk = if variant == Variant::StrideTwo { b.binary(BinOp::AddI, k, k) } else { k };
            let at_x = b.binary(BinOp::AddI, row, kk);
            b.origin = (variant == Variant::CheckedLoad).then_some(origin);
            let xv = b.load(x, at_x);
            b.origin = None;
            let col = b.binary(BinOp::MulI, j, n);
            let at_y = b.binary(BinOp::AddI, col, k);
            let yv = b.load(y, at_y);
            let mut p = b.binary(BinOp::MulF, xv, yv);
            if variant == Variant::OtherFloatOp {
                p = b.binary(BinOp::MaxNumF, p, sv);
            }
            if variant == Variant::IndexAsValue {
                let kf = b.cast(sparsir_loops::CastOp::UIToFP, k, ElemType::F64);
                p = b.binary(BinOp::MulF, p, kf);
            }
            let q = b.binary(BinOp::MulF, sv, p);
            let sum = match variant {
                Variant::SlotSecond => b.binary(BinOp::AddF, q, acc),
                Variant::SlotUsedTwice => {
                    let twice = b.binary(BinOp::MulF, acc, q);
                    b.binary(BinOp::AddF, acc, twice)
                }
                _ => b.binary(BinOp::AddF, acc, q),
            };
            b.store(slot, zero, sum);
            Ok::<_, ()>(vec![])
        })
        .unwrap();
        let stmt =
            prog.block(body).stmts.iter().rev().find(|s| matches!(s, Stmt::For { .. })).unwrap().clone();
        (prog, stmt, slot)
    }

    fn found(variant: Variant) -> Option<LaneDot> {
        let (prog, stmt, slot) = dot(variant);
        find(&prog, &super::super::emit::constants(&prog), &HashSet::from([slot]), &stmt)
    }

    #[test]
    fn a_dot_product_into_a_slot_qualifies_with_its_lane_and_uniform_loads() {
        let dot = found(Variant::AsIs).expect("qualifies");
        assert!(dot.slot_first);
        let lane_loads = dot.steps.iter().filter(|s| matches!(s, Step::LaneLoad { .. })).count();
        let uniform_loads = dot.steps.iter().filter(|s| matches!(s, Step::UniformLoad { .. })).count();
        assert_eq!((lane_loads, uniform_loads), (2, 1));
        assert!(!found(Variant::SlotSecond).expect("qualifies").slot_first);
    }

    #[test]
    fn loops_that_are_not_such_a_dot_product_do_not() {
        for v in [
            Variant::CheckedLoad,
            Variant::StrideTwo,
            Variant::SlotUsedTwice,
            Variant::OtherFloatOp,
            Variant::IndexAsValue,
        ] {
            assert_eq!(found(v), None);
        }
    }

    #[test]
    fn vectors_stay_within_the_elements_the_loop_reads_and_lanes_add_in_order() {
        let dot = found(Variant::AsIs).unwrap();
        let c = dot.print(16, 1, |b| format!("b{}", b.0)).expect("15 lanes fit");
        let text = c.join("\n");
        // From k = 1: vectors at 1, 5, 9 and 12 (the last overlapping), never element 0 or 16.
        for start in [1, 5, 9, 12] {
            assert!(text.contains(&format!(" + {start}], 32);")), "vector at {start}: {text}");
        }
        assert!(!text.contains(" + 0], 32);") && !text.contains(" + 13], 32);"), "{text}");
        let adds: Vec<&str> = c.iter().filter(|l| l.starts_with("la = ")).map(|l| l.as_str()).collect();
        assert_eq!(adds.len(), 15);
        assert!(adds[0].ends_with("[0][0];") && adds[3].ends_with("[0][3];"), "{adds:?}");
        assert!(adds[11].ends_with("[2][3];") && adds[12].ends_with("[3][1];"), "{adds:?}");
        assert!(adds[14].ends_with("[3][3];"), "{adds:?}");
        // Three lanes from 1 at width 4 would read element 0: the loop stays as written.
        assert!(dot.print(4, 1, |b| format!("b{}", b.0)).is_none());
        assert_eq!(
            dot.print(8, 1, |b| format!("b{}", b.0)).unwrap().iter().filter(|l| l.starts_with("la")).count(),
            7,
            "seven lanes from 1 at width 8 (vectors at 1 and 4)"
        );
    }
}
