//! Helpers for MLIR's mixed static/dynamic index lists and dense `i64`/`i32` array
//! properties, shared by the custom forms that use them.
//!
//! Why: `memref.subview %m[%o, 1] [%sz, 7] [1, 2]`, `memref.reinterpret_cast` and
//! `scf.forall (%i) = (%lb, 0) to …` write each position as either a value or an integer;
//! MLIR stores the integers in an `array<i64>` property with `ShapedType::kDynamic`
//! (`i64::MIN`, our [`DYNAMIC`]) where a value stands, and the values as operands.

use crate::attrs::{Attr, DenseValues};
use crate::ids::{AttrId, OpId, ValueId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type, DYNAMIC};

/// A parsed mixed list: the static entries ([`DYNAMIC`] where a value was written) and
/// the values in order.
#[derive(Default)]
pub(crate) struct Mixed {
    /// One entry per position.
    pub statics: Vec<i64>,
    /// The values written, in order.
    pub dynamic: Vec<OperandRef>,
}

/// Parses `open (%v | int) (, …)* close` (e.g. `[%a, 4]` or `(%lb, 0)`).
pub(crate) fn parse_mixed_list(
    p: &mut Parser<'_>,
    open: Tok,
    close: Tok,
    close_text: &str,
) -> PResult<Mixed> {
    let mut m = Mixed::default();
    p.parse_comma_list(open, close, close_text, |p| {
        if p.at_operand() {
            m.dynamic.push(p.parse_operand()?);
            m.statics.push(DYNAMIC);
        } else {
            let pos = p.pos();
            if !p.at(Tok::Int) && !p.at(Tok::Minus) {
                return Err(p.err_expected("SSA value or integer"));
            }
            let v = p.parse_int()?;
            let v = i64::try_from(v)
                .ok()
                .filter(|&v| v != DYNAMIC)
                .ok_or_else(|| crate::diag::Diag::error(pos, "integer out of range"))?;
            m.statics.push(v);
        }
        Ok(())
    })?;
    Ok(m)
}

/// Prints a mixed list between `open` and `close`, taking values from `dynamic` in order.
pub(crate) fn print_mixed_list(
    p: &mut Printer<'_>,
    open: &str,
    close: &str,
    statics: &[i64],
    dynamic: &[ValueId],
) {
    p.w(open);
    let mut next = 0;
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if s == DYNAMIC {
            match dynamic.get(next) {
                Some(&v) => p.operand(v),
                None => p.w("<<missing value>>"),
            }
            next += 1;
        } else {
            p.w(&s.to_string());
        }
    }
    p.w(close);
}

/// Number of [`DYNAMIC`] entries.
pub(crate) fn count_dynamic(statics: &[i64]) -> usize {
    statics.iter().filter(|&&s| s == DYNAMIC).count()
}

/// Interns `array<i64: …>`.
pub(crate) fn dense_i64(ir: &mut Ir, values: &[i64]) -> AttrId {
    let elem = ir.ty(Type::Integer { width: 64, signedness: Signedness::Signless });
    ir.attr(Attr::DenseArray { elem, values: DenseValues::Int(values.iter().map(|&v| v as i128).collect()) })
}

/// Interns `array<i32: …>` (e.g. `operandSegmentSizes`).
pub(crate) fn dense_i32(ir: &mut Ir, values: &[usize]) -> AttrId {
    let elem = ir.ty(Type::Integer { width: 32, signedness: Signedness::Signless });
    ir.attr(Attr::DenseArray { elem, values: DenseValues::Int(values.iter().map(|&v| v as i128).collect()) })
}

/// The integers of a dense array attribute.
pub(crate) fn dense_values(ir: &Ir, a: AttrId) -> Option<Vec<i64>> {
    match ir.attr_of(a) {
        Attr::DenseArray { values: DenseValues::Int(v), .. } => {
            v.iter().map(|&x| i64::try_from(x).ok()).collect()
        }
        _ => None,
    }
}

/// The integers of the op's dense array attribute `name`.
pub(crate) fn op_dense(ir: &Ir, op: OpId, name: &str) -> Option<Vec<i64>> {
    ir.op_attr(op, name).and_then(|a| dense_values(ir, a))
}

/// Splits the op's operands by its `operandSegmentSizes` (`None` when absent or wrong).
pub fn segments(ir: &Ir, op: OpId) -> Option<Vec<Vec<ValueId>>> {
    let sizes = op_dense(ir, op, "operandSegmentSizes")?;
    let operands = &ir.op(op).operands;
    let mut out = Vec::with_capacity(sizes.len());
    let mut at = 0usize;
    for s in sizes {
        let s = usize::try_from(s).ok()?;
        out.push(operands.get(at..at + s)?.to_vec());
        at += s;
    }
    (at == operands.len()).then_some(out)
}
