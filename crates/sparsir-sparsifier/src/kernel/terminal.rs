//! Terminal values of reductions: once the accumulator holds one, the rest of the
//! reduction cannot change it, so the innermost reduction loop may stop early.
//!
//! Why: GraphBLAS monoids have *terminal* (absorbing) values — `true` for `lor`, `false`
//! for `land`, the largest value for `max` — and SuiteSparse stops a dot product when it
//! reaches one. A masked pull step of breadth-first search ("is any neighbour of this
//! unvisited vertex in the frontier?", an `ori` over `i1`) then reads a row only up to its
//! first hit instead of to its end. The sparsifier knows the reduction only as the
//! `sparse_tensor.reduce` region, so this module recognises regions whose result is
//! exactly a terminal value whenever one argument is that value:
//!
//! * one op of both block arguments: `arith.ori` (all bits set), `arith.andi` (zero),
//!   `arith.maxsi` / `arith.minsi` / `arith.maxui` / `arith.minui` (the type's largest /
//!   smallest value), `arith.maxnumf` / `arith.minnumf` (±infinity, which a NaN does not
//!   displace);
//! * `arith.cmpi P, x, y` followed by `arith.select c, x, y` (or `c, y, x`): the integer
//!   maximum or minimum the predicate makes.
//!
//! Float maxima written as `cmpf` + `select` (or `maximumf`) are not terminal: a later NaN
//! still changes the result, so stopping early would change the answer.
//!
//! Worked example: `sparse_tensor.reduce %acc, %hit, %false : i1 { ^bb0(%a: i1, %b: i1):
//! %r = arith.ori %a, %b : i1  sparse_tensor.yield %r : i1 }` has terminal `true`; the
//! row loop `for q in pos[i]..pos[i+1]` becomes `while q < pos[i+1] && !(present && acc ==
//! true)`.

use sparsir_ir::{Ir, OpId, ValueId};
use sparsir_loops::ops::IntPred;
use sparsir_storage::{ElemType, Scalar};

use crate::lower::types::{attr_int, elem_of};

/// The terminal value of the `sparse_tensor.reduce` op `reduce`, if its region has one.
pub fn terminal_of(ir: &Ir, reduce: OpId) -> Option<(ElemType, Scalar)> {
    let o = ir.op(reduce);
    let region = *o.regions.first()?;
    let blk = *ir.region(region).blocks.first()?;
    let b = ir.block(blk);
    let [x, y] = b.args[..] else { return None };
    let elem = elem_of(ir, ir.value(x).ty)?;
    let (last, body) = b.ops.split_last()?;
    if ir.op_name(*last) != "sparse_tensor.yield" {
        return None;
    }
    let yielded = *ir.op(*last).operands.first()?;
    let value = match body {
        [one] => single_op(ir, *one, x, y, yielded, elem)?,
        [cmp, sel] => compare_select(ir, *cmp, *sel, x, y, yielded, elem)?,
        _ => return None,
    };
    Some((elem, value))
}

/// `r = op x, y` (either order), `r` yielded.
fn single_op(ir: &Ir, op: OpId, x: ValueId, y: ValueId, yielded: ValueId, elem: ElemType) -> Option<Scalar> {
    let o = ir.op(op);
    if o.results.first() != Some(&yielded) || !both_args(&o.operands, x, y) {
        return None;
    }
    let bits = int_bits(elem);
    Some(match (ir.op_name(op), bits) {
        ("arith.ori", Some(_)) => all_ones(elem),
        ("arith.andi", Some(_)) => Scalar::Int(0),
        ("arith.maxsi", Some(w)) if w > 1 => Scalar::Int((1i128 << (w - 1)) - 1),
        ("arith.minsi", Some(w)) if w > 1 => Scalar::Int(-(1i128 << (w - 1))),
        ("arith.maxui", Some(_)) => all_ones(elem),
        ("arith.minui", Some(_)) => Scalar::Int(0),
        ("arith.maxnumf", None) if is_float(elem) => Scalar::Float(f64::INFINITY),
        ("arith.minnumf", None) if is_float(elem) => Scalar::Float(f64::NEG_INFINITY),
        _ => return None,
    })
}

/// `c = arith.cmpi P, a, b; r = arith.select c, a, b` with `{a, b} = {x, y}` (the select
/// may also pick `b` first): an integer maximum or minimum.
fn compare_select(
    ir: &Ir,
    cmp: OpId,
    sel: OpId,
    x: ValueId,
    y: ValueId,
    yielded: ValueId,
    elem: ElemType,
) -> Option<Scalar> {
    let w = int_bits(elem).filter(|&w| w > 1)?;
    let (c, s) = (ir.op(cmp), ir.op(sel));
    if ir.op_name(cmp) != "arith.cmpi" || ir.op_name(sel) != "arith.select" {
        return None;
    }
    if !both_args(&c.operands, x, y) || s.results.first() != Some(&yielded) {
        return None;
    }
    let [cond, on_true, on_false] = s.operands[..] else { return None };
    if cond != c.results[0] || !both_args(&[on_true, on_false], x, y) {
        return None;
    }
    let picks_lhs = on_true == c.operands[0];
    let p = ir.op_attr(cmp, "predicate").and_then(|a| attr_int(ir, a))?;
    let pred = *IntPred::ALL.get(usize::try_from(p).ok()?)?;
    // `greater`: the select keeps the larger operand.
    let (greater, signed) = match pred {
        IntPred::Sgt | IntPred::Sge => (picks_lhs, true),
        IntPred::Slt | IntPred::Sle => (!picks_lhs, true),
        IntPred::Ugt | IntPred::Uge => (picks_lhs, false),
        IntPred::Ult | IntPred::Ule => (!picks_lhs, false),
        IntPred::Eq | IntPred::Ne => return None,
    };
    Some(match (greater, signed) {
        (true, true) => Scalar::Int((1i128 << (w - 1)) - 1),
        (false, true) => Scalar::Int(-(1i128 << (w - 1))),
        (true, false) => all_ones(elem),
        (false, false) => Scalar::Int(0),
    })
}

/// True when `operands` are exactly `x` and `y`, in either order.
fn both_args(operands: &[ValueId], x: ValueId, y: ValueId) -> bool {
    operands == [x, y] || operands == [y, x]
}

/// The width of an integer element type (`index`: 64).
fn int_bits(e: ElemType) -> Option<u32> {
    Some(match e {
        ElemType::I1 => 1,
        ElemType::I8 => 8,
        ElemType::I16 => 16,
        ElemType::I32 => 32,
        ElemType::I64 | ElemType::Index => 64,
        _ => return None,
    })
}

fn is_float(e: ElemType) -> bool {
    matches!(e, ElemType::F16 | ElemType::BF16 | ElemType::F32 | ElemType::F64)
}

/// Every bit set, as run-time values hold it: `i1` true is 1, wider integers are held
/// sign-extended (-1).
fn all_ones(e: ElemType) -> Scalar {
    Scalar::Int(if e == ElemType::I1 { 1 } else { -1 })
}

#[cfg(test)]
mod tests {
    use super::terminal_of;
    use sparsir_ir::OpId;
    use sparsir_storage::{ElemType, Scalar};

    /// The terminal value of `sparse_tensor.reduce` with region `body` over `ty`.
    fn terminal(ty: &str, body: &str) -> Option<(ElemType, Scalar)> {
        let text = format!(
            "func.func @f(%a: {ty}, %b: {ty}, %i: {ty}) -> {ty} {{\n\
             %r = sparse_tensor.reduce %a, %b, %i : {ty} {{\n\
             ^bb0(%x: {ty}, %y: {ty}):\n{body}\n}}\n\
             return %r : {ty}\n}}"
        );
        let ir = sparsir_ir::parse(&text).expect("parses");
        let reduce = (0..ir.num_ops() as u32)
            .map(OpId)
            .find(|&op| ir.op_name(op) == "sparse_tensor.reduce")
            .expect("a reduce");
        terminal_of(&ir, reduce)
    }

    fn one_op(ty: &str, op: &str) -> Option<(ElemType, Scalar)> {
        terminal(ty, &format!("%t = {op} %y, %x : {ty}\nsparse_tensor.yield %t : {ty}"))
    }

    #[test]
    fn single_ops_and_their_terminals() {
        assert_eq!(one_op("i1", "arith.ori"), Some((ElemType::I1, Scalar::Int(1))));
        assert_eq!(one_op("i32", "arith.ori"), Some((ElemType::I32, Scalar::Int(-1))));
        assert_eq!(one_op("i1", "arith.andi"), Some((ElemType::I1, Scalar::Int(0))));
        assert_eq!(one_op("i16", "arith.maxsi"), Some((ElemType::I16, Scalar::Int(32767))));
        assert_eq!(one_op("i8", "arith.minsi"), Some((ElemType::I8, Scalar::Int(-128))));
        assert_eq!(one_op("index", "arith.maxui"), Some((ElemType::Index, Scalar::Int(-1))));
        assert_eq!(one_op("i64", "arith.minui"), Some((ElemType::I64, Scalar::Int(0))));
        assert_eq!(one_op("f32", "arith.maxnumf"), Some((ElemType::F32, Scalar::Float(f64::INFINITY))));
        assert_eq!(one_op("f64", "arith.minnumf"), Some((ElemType::F64, Scalar::Float(f64::NEG_INFINITY))));
        // No terminal: sums, NaN-propagating maxima, an op of one argument twice.
        assert_eq!(one_op("i32", "arith.addi"), None);
        assert_eq!(one_op("f64", "arith.maximumf"), None);
        assert_eq!(one_op("i1", "arith.xori"), None);
        assert_eq!(terminal("i1", "%t = arith.ori %x, %x : i1\nsparse_tensor.yield %t : i1"), None);
    }

    #[test]
    fn compare_and_select() {
        let cs = |pred: &str, pick: &str| {
            terminal("i32", &format!("%c = arith.cmpi {pred}, %x, %y : i32\n%t = arith.select %c, {pick} : i32\nsparse_tensor.yield %t : i32"))
                .map(|(_, s)| s)
        };
        let (max, min) = (Scalar::Int(i32::MAX as i128), Scalar::Int(i32::MIN as i128));
        assert_eq!(cs("sgt", "%x, %y"), Some(max));
        assert_eq!(cs("sge", "%y, %x"), Some(min));
        assert_eq!(cs("slt", "%x, %y"), Some(min));
        assert_eq!(cs("sle", "%y, %x"), Some(max));
        assert_eq!(cs("ugt", "%x, %y"), Some(Scalar::Int(-1)));
        assert_eq!(cs("ult", "%x, %y"), Some(Scalar::Int(0)));
        assert_eq!(cs("eq", "%x, %y"), None);
        // Floats compared and selected are not terminal (NaN).
        let f = terminal("f64", "%c = arith.cmpf ogt, %x, %y : f64\n%t = arith.select %c, %x, %y : f64\nsparse_tensor.yield %t : f64");
        assert_eq!(f, None);
    }
}
